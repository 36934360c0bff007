# Stock summary: returns, moving averages, drawdown, a markdown table.
import math
import statistics as st
from itertools import pairwise, accumulate, islice

def moving_average(xs, n):
    window = []
    for x in xs:
        window.append(x)
        if len(window) > n:
            window.pop(0)
        if len(window) == n:
            yield sum(window) / n

symbols = ["ACME", "GLOBX", "INITECH", "umbrella"]
rows = []
for sym in symbols:
    try:
        hist = get_stock(sym, days=20)
    except ValueError as e:
        print(f"warning: {e}")
        continue
    closes = [d["close"] for d in hist]
    rets = [b / a - 1 for a, b in pairwise(closes)]
    peak = list(accumulate(closes, max))
    drawdown = min(c / p - 1 for c, p in zip(closes, peak))
    vol = st.stdev(rets) * math.sqrt(252)
    ma5 = list(moving_average(closes, 5))
    best = max(hist, key=lambda d: d["close"])
    rows.append((sym, closes[0], closes[-1], closes[-1] / closes[0] - 1, vol, drawdown, ma5[-1], best["date"],
                 sum(d["volume"] for d in hist)))
    print(sym, "first MAs:", [round(x, 2) for x in islice(ma5, 3)], "geo mean ret:",
          f"{st.geometric_mean([1 + r for r in rets]) - 1:+.4%}")

print()
print("| symbol | first | last | change | vol (ann.) | max drawdown | MA5 | best day | volume |")
print("|:-------|------:|-----:|-------:|-----------:|-------------:|----:|:---------|-------:|")
for sym, first, last, chg, vol, dd, ma, best, volu in sorted(rows, key=lambda r: -r[3]):
    print(f"| {sym} | {first:.2f} | {last:.2f} | {chg:+.2%} | {vol:.3f} | {dd:.2%} | {ma:.2f} | {best} | {volu:,} |")
corr_a = [d["close"] for d in get_stock("ACME")]
corr_b = [d["close"] for d in get_stock("GLOBX")]
print("correlation ACME/GLOBX:", round(st.correlation(corr_a, corr_b), 6))
slope, intercept = st.linear_regression(range(len(corr_a)), corr_a)
print(f"trend ACME: {slope:+.4f}/day from {intercept:.3f}")
print(f"{math.fsum(corr_a):.6f}", math.isclose(sum(corr_a), math.fsum(corr_a)), st.pvariance(corr_a))
print(st.NormalDist.from_samples(corr_a))
