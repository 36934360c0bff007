# Summarise host metrics with the statistics module, including the edge cases
# models hit (single points, ties, constant series, weights, Fractions).
import statistics as st
from fractions import Fraction
from decimal import Decimal

series = {h: get_metrics(h, points=12) for h in ("web-01", "web-02", "db-01")}
cpu = {h: [p["cpu"] for p in pts] for h, pts in series.items()}
errs = {h: [p["errors"] for p in pts] for h, pts in series.items()}

print(f"{'host':<8}{'mean':>8}{'fmean':>8}{'median':>8}{'lo':>7}{'hi':>7}{'stdev':>8}{'pstdev':>8}{'mode':>6}")
for h in cpu:
    c = cpu[h]
    print(f"{h:<8}{st.mean(c):>8.2f}{st.fmean(c):>8.2f}{st.median(c):>8.2f}{st.median_low(c):>7}{st.median_high(c):>7}"
          f"{st.stdev(c):>8.3f}{st.pstdev(c):>8.3f}{st.mode(errs[h]):>6}")
    print(f"{'':<8}multimode={st.multimode(errs[h])} quartiles={st.quantiles(c, n=4)} incl={st.quantiles(c, n=4, method='inclusive')}")

print("grouped:", st.median_grouped([1, 2, 2, 3, 4, 4, 4, 5]), st.median_grouped([52, 52, 53, 54], interval=2))
print("weighted fmean:", st.fmean([10, 20, 30], weights=[3, 1, 1]))
print("geometric:", round(st.geometric_mean([1.1, 1.2, 0.9, 1.05]), 6), "harmonic:", st.harmonic_mean([40, 60]),
      st.harmonic_mean([40, 60], weights=[5, 30]))
print("fractions:", st.mean([Fraction(1, 3), Fraction(1, 6)]), st.variance([Fraction(1), Fraction(2), Fraction(4)]),
      st.median([Fraction(1, 2), Fraction(3, 4)]))
print("decimals:", st.mean([Decimal("1.10"), Decimal("2.205")]), st.pvariance([Decimal("1.5"), Decimal("2.5")]))
print("ints:", st.mean([1, 2, 4]), type(st.mean([1, 2, 4])).__name__, st.median([3, 1, 2, 4]), st.variance([1, 2, 3, 4]))

a, b = cpu["web-01"], cpu["web-02"]
print("covariance:", round(st.covariance(a, b), 4), "correlation:", round(st.correlation(a, b), 4))
slope, intercept = st.linear_regression(range(len(a)), a)
print(f"trend web-01: {slope:+.3f}/h from {intercept:.2f}")
print("proportional:", st.linear_regression([1, 2, 3], [2, 4, 6.5], proportional=True))

nd = st.NormalDist.from_samples(a)
print(nd, round(nd.cdf(60), 4), round(nd.inv_cdf(0.95), 3), round(nd.zscore(70), 3))
z = st.NormalDist(100, 15)
print(z + 10, z * 2, z - st.NormalDist(10, 5), round(z.overlap(st.NormalDist(110, 15)), 4), z.quantiles(4))
print(round(z.pdf(100), 6), z.mean, z.variance, z == st.NormalDist(100, 15))

for label, fn, data in [
    ("mean of []", st.mean, []),
    ("stdev of one", st.stdev, [5.0]),
    ("variance of one", st.variance, [5]),
    ("mode of []", st.mode, []),
    ("harmonic negative", st.harmonic_mean, [1, -2]),
    ("geometric zero", st.geometric_mean, [0, 2]),
    ("quantiles n=0", lambda d: st.quantiles(d, n=0), [1, 2, 3]),
    ("quantiles one", st.quantiles, [1]),
    ("correlation const", lambda d: st.correlation(d, [1, 2, 3]), [2, 2, 2]),
    ("regression short", lambda d: st.linear_regression(d, d), [1]),
    ("fmean empty", st.fmean, []),
    ("covariance lens", lambda d: st.covariance(d, [1, 2]), [1, 2, 3]),
    ("NormalDist sigma", lambda d: st.NormalDist(0, -1), None),
    ("inv_cdf 1", lambda d: st.NormalDist().inv_cdf(1), None),
]:
    try:
        print(f"{label:<20} -> {fn(data)!r}")
    except st.StatisticsError as e:
        print(f"{label:<20} StatisticsError: {e}")
    except (TypeError, ValueError) as e:
        print(f"{label:<20} {type(e).__name__}: {e}")
print(st.mode(["a", "b", "b", "a"]), st.multimode("aabbbcc"), st.multimode([]), st.median(["b", "a", "c"]))
