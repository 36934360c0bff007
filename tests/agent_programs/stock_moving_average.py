# Moving averages, returns and volatility for a few tickers, with generator windows and a text sparkline.
import itertools
import statistics
from collections import deque

def windows(seq, n):
    it = iter(seq)
    win = deque(itertools.islice(it, n), maxlen=n)
    if len(win) == n:
        yield tuple(win)
    for x in it:
        win.append(x)
        yield tuple(win)

def spark(values):
    bars = "▁▂▃▄▅▆▇█"
    lo, hi = min(values), max(values)
    span = hi - lo or 1
    return "".join(bars[int((v - lo) / span * (len(bars) - 1))] for v in values)

report = []
for sym in ["ACME", "GLOBX", "INITECH", "umbrella"]:
    try:
        days = get_stock(sym, days=20)
    except ValueError as e:
        print(f"skip {sym}: {e}")
        continue
    closes = [d["close"] for d in days]
    sma5 = [round(sum(w) / 5, 2) for w in windows(closes, 5)]
    rets = [(b - a) / a for a, b in itertools.pairwise(closes)]
    vol = statistics.stdev(rets) * (252 ** 0.5)
    best = max(zip(days[1:], rets), key=lambda t: t[1])
    crossings = sum(1 for (p1, p2), (s1, s2) in zip(itertools.pairwise(closes[4:]), itertools.pairwise(sma5)) if (p1 - s1) * (p2 - s2) < 0)
    report.append((sym, closes[-1], vol))
    print(f"{sym:<8} last {closes[-1]:>8.2f}  sma5 {sma5[-1]:>8.2f}  vol {vol:6.1%}  best {best[0]['date']} {best[1]:+.2%}  crossings {crossings}")
    print(f"         {spark(closes)}  volume total {sum(d['volume'] for d in days):,}")
print(sorted(report, key=lambda r: r[2])[0][0], "is the calmest")
print(list(itertools.accumulate([1, 2, 3, 4], lambda a, b: a * b)), list(itertools.accumulate([3, 1, 4, 1, 5], max, initial=0)))
print(list(windows(range(4), 3)), list(windows([1], 2)))
print([k for k, g in itertools.groupby("aaabccdd")], list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(itertools.starmap(pow, [(2, 5), (3, 2)])), list(itertools.takewhile(lambda x: x < 3, [1, 2, 5, 1])))
print(list(itertools.dropwhile(lambda x: x < 3, [1, 2, 5, 1])), list(itertools.filterfalse(None, [0, 1, "", "a"])))
