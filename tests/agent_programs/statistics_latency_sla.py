# SLA report from host metrics with the statistics module: means, medians, quantiles, spread, mode, correlation, regression, z-scores and errors.
import statistics as st
from statistics import StatisticsError
import math

hosts = ["web-1", "web-2", "db-1", "db-2"]
series = {h: get_metrics(h, points=24) for h in hosts}
print(f"{'host':<6}{'mean':>8}{'fmean':>9}{'median':>8}{'lo':>7}{'hi':>7}{'stdev':>8}{'pvar':>9}{'p90':>8}")
for h, pts in series.items():
    cpu = [p["cpu"] for p in pts]
    q = st.quantiles(cpu, n=10)
    print(f"{h:<6}{st.mean(cpu):>8.2f}{st.fmean(cpu):>9.3f}{st.median(cpu):>8}{st.median_low(cpu):>7}{st.median_high(cpu):>7}"
          f"{st.stdev(cpu):>8.3f}{st.pvariance(cpu):>9.3f}{q[-1]:>8.2f}")

cpu_all = [p["cpu"] for pts in series.values() for p in pts]
mem_all = [p["mem_mb"] for pts in series.values() for p in pts]
errs = [p["errors"] for pts in series.values() for p in pts]
print(st.mode(errs), st.multimode(errs), st.multimode("aabbcd"), st.median_grouped([1, 2, 2, 3, 4, 4, 4, 5]))
print(round(st.correlation(cpu_all, mem_all), 6), st.covariance(cpu_all[:5], mem_all[:5]))
lr = st.linear_regression(list(range(24)), [p["cpu"] for p in series["db-1"]])
print(lr, round(lr.slope, 4), round(lr.intercept, 4))
print(st.quantiles(cpu_all, n=4, method="inclusive"), st.quantiles([1, 2, 3, 4, 5], n=4))
print(st.geometric_mean([1, 10, 100]), st.harmonic_mean([40, 60]), st.harmonic_mean([40, 60], weights=[5, 30]))
print(st.mean([1, 2, 3, 4]), st.mean([1.5, 2.5]), st.mean([True, False, True]), st.median([5, 1, 3, 2]), st.variance([2, 4, 4, 4, 5, 5, 7, 9]))
from fractions import Fraction
from decimal import Decimal
print(st.mean([Fraction(1, 3), Fraction(2, 3), 1]), st.mean([Decimal("1.1"), Decimal("2.2")]), st.variance([Fraction(1, 2), Fraction(3, 2)]), st.stdev([Decimal("1.5"), Decimal("2.5"), Decimal("3.5")]))
mu, sigma = st.fmean(cpu_all), st.pstdev(cpu_all)
outliers = [(h, p["ts"][11:16], p["cpu"], round((p["cpu"] - mu) / sigma, 2)) for h, pts in series.items() for p in pts if abs(p["cpu"] - mu) > 1.5 * sigma]
for o in outliers:
    print("outlier", *o)
nd = st.NormalDist.from_samples(cpu_all)
print(nd, round(nd.cdf(70), 6), round(nd.inv_cdf(0.99), 4), nd.overlap(st.NormalDist(50, 10)) > 0, round(nd.zscore(80), 4))
print(st.NormalDist(100, 15).quantiles(), st.NormalDist(0, 1) == st.NormalDist(), -st.NormalDist(3, 4))
for fn, data in ((st.mean, []), (st.stdev, [1]), (st.variance, [3]), (st.mode, []), (st.geometric_mean, [1, -1]), (st.harmonic_mean, [-1]), (st.quantiles, [1])):
    try:
        print(fn.__name__, fn(data))
    except StatisticsError as e:
        print(f"{fn.__name__}: StatisticsError: {e}")
    except ValueError as e:
        print(f"{fn.__name__}: ValueError: {e}")
try:
    st.correlation([1, 1, 1], [1, 2, 3])
except StatisticsError as e:
    print("StatisticsError:", e)
try:
    st.linear_regression([1], [2])
except StatisticsError as e:
    print("StatisticsError:", e)
print(math.isclose(st.fsum if hasattr(st, "fsum") else 0.1 + 0.2, 0.3) if False else math.fsum([0.1] * 10), st.pvariance([1, 2, 3], mu=2))
