# Latency SLO report: statistics quantiles, median variants, stdev/variance, correlation and linear_regression.
import statistics as st
import math
import re

samples = {}
for svc in ("search", "checkout", "auth"):
    samples[svc] = [int(m) for m in re.findall(r"latency=(\d+)ms", "\n".join(fetch_logs(svc, limit=30)))]

for svc, xs in samples.items():
    q = st.quantiles(xs, n=4)
    p = st.quantiles(xs, n=100, method="inclusive")
    print(f"{svc:<9} n={len(xs)} mean={st.mean(xs):7.2f} median={st.median(xs):6.1f} lo={st.median_low(xs)} hi={st.median_high(xs)} "
          f"q={q} p95={p[94]:.1f} sd={st.stdev(xs):.3f} psd={st.pstdev(xs):.3f}")
xs = samples["search"]
ys = samples["checkout"]
print(round(st.correlation(xs, ys), 6), st.linear_regression(xs[:10], ys[:10]))
print(st.variance([1, 2, 3, 4]), st.pvariance([1.5, 2.5, 2.5, 2.75]), st.mode("aabbbc"), st.multimode("aabbcc"), st.harmonic_mean([40, 60]))
print(st.geometric_mean([1, 10, 100]), round(st.fmean([1, 2, 3], weights=[1, 1, 2]), 4) if hasattr(st, "fmean") else None)
d = st.NormalDist.from_samples(xs)
print(round(d.mean, 3), round(d.stdev, 3), round(d.cdf(500), 6), round(d.inv_cdf(0.95), 3), round(d.zscore(100), 4))
n = st.NormalDist(100, 15)
print(n, n + 5, n * 2, round(n.pdf(100), 6), [round(x, 3) for x in n.quantiles(4)], round(n.overlap(st.NormalDist(110, 15)), 6))
print(st.median_grouped([52, 52, 53, 54], interval=1), st.covariance([1, 2, 3], [1, 3, 2]))
for bad in ([], [1]):
    try:
        st.stdev(bad)
    except st.StatisticsError as e:
        print("StatisticsError:", e)
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    st.quantiles([1], n=4)
except st.StatisticsError as e:
    print("StatisticsError:", e)
print(math.isclose(st.fsum([0.1] * 10) if hasattr(st, "fsum") else math.fsum([0.1] * 10), 1.0), math.fsum([0.1] * 10), sum([0.1] * 10))
budget = 0.99
ok = {svc: sum(x < 600 for x in v) / len(v) for svc, v in samples.items()}
for svc, frac in sorted(ok.items(), key=lambda kv: kv[1]):
    print(f"{svc:<9} {frac:.2%} {'OK' if frac >= budget else 'BREACH'} burn={(1 - frac) / (1 - budget):.1f}x")
