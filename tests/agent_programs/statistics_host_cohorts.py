"""Compare CPU/memory cohorts of hosts with the statistics module: central
tendency, spread, quantiles, correlation and regression, z-scores, and the
StatisticsError paths an agent hits with too little data."""
import statistics as st
from statistics import StatisticsError
from collections import namedtuple
from itertools import groupby
from operator import attrgetter
import math

Sample = namedtuple("Sample", "host hour cpu mem errors")

samples = []
for host in ["web-1", "web-2", "db-1", "db-2", "cache-1"]:
    try:
        pts = get_metrics(host, points=12)
    except LookupError as e:
        print(f"skip {host}: {e}")
        continue
    for i, p in enumerate(pts):
        samples.append(Sample(host, i, p["cpu"], p["mem_mb"], p["errors"]))

samples.sort(key=attrgetter("host", "hour"))
print(f"{'host':<7}{'mean':>8}{'median':>8}{'stdev':>8}{'pstdev':>8}{'min':>7}{'max':>7}  mode(errors)")
summary = {}
for host, grp in groupby(samples, key=attrgetter("host")):
    grp = list(grp)
    cpu = [s.cpu for s in grp]
    summary[host] = cpu
    print(f"{host:<7}{st.mean(cpu):>8.2f}{st.median(cpu):>8.2f}{st.stdev(cpu):>8.3f}"
          f"{st.pstdev(cpu):>8.3f}{min(cpu):>7}{max(cpu):>7}  {st.mode(s.errors for s in grp)}"
          f" {st.multimode(s.errors for s in grp)}")

allcpu = [s.cpu for s in samples]
print("quantiles(4):", [round(q, 3) for q in st.quantiles(allcpu, n=4)])
print("deciles incl:", [round(q, 2) for q in st.quantiles(allcpu, n=10, method="inclusive")])
print("median_low/high/grouped:", st.median_low(allcpu), st.median_high(allcpu), round(st.median_grouped(allcpu, interval=5), 4))
print("fmean:", round(st.fmean(allcpu), 6), "geo:", round(st.geometric_mean(allcpu), 6), "harm:", round(st.harmonic_mean(allcpu), 6))
print("variance:", round(st.variance(allcpu), 6), "pvariance:", round(st.pvariance(allcpu), 6))
mems = [s.mem for s in samples]
print("corr cpu~mem:", round(st.correlation(allcpu, mems), 6))
reg = st.linear_regression([s.hour for s in samples], allcpu)
print(f"trend: slope={reg.slope:.4f} intercept={reg.intercept:.4f}")
print(type(reg).__name__, reg._fields)
web = summary["web-1"] + summary["web-2"]
db = summary["db-1"] + summary["db-2"]
print(f"web vs db mean diff: {st.mean(db) - st.mean(web):+.3f}")
nd = st.NormalDist.from_samples(allcpu)
print(f"NormalDist mu={nd.mean:.3f} sigma={nd.stdev:.3f} p(cpu>80)={1 - nd.cdf(80):.4f} q90={nd.inv_cdf(0.9):.3f}")
print("overlap web/db:", round(st.NormalDist.from_samples(web).overlap(st.NormalDist.from_samples(db)), 5))
print(st.NormalDist(10, 2) + 5, st.NormalDist(10, 2) * 2, round(st.NormalDist(0, 1).pdf(0), 6))

mu, sd = st.mean(allcpu), st.stdev(allcpu)
outliers = [(s.host, s.hour, s.cpu, round((s.cpu - mu) / sd, 2)) for s in samples if abs(s.cpu - mu) > 1.5 * sd]
print("outliers:", outliers)
print("z of max:", round(nd.zscore(max(allcpu)), 4))

from fractions import Fraction
from decimal import Decimal
print(st.mean([Fraction(1, 3), Fraction(1, 6)]), st.mean([Decimal("1.10"), Decimal("2.205")]), st.median([1, 3, 2, 4]))
print(st.mean([1, 2, 3, 4]), st.mean([1.0, 2, 3]), st.fmean([1, 2], weights=[3, 1]), st.pstdev([2, 2, 2]))

for label, fn in [("mean []", lambda: st.mean([])), ("stdev [1]", lambda: st.stdev([1])),
                  ("variance [x]", lambda: st.variance([3.5])), ("mode []", lambda: st.mode([])),
                  ("quantiles n=0", lambda: st.quantiles([1, 2, 3], n=0)),
                  ("quantiles 1pt", lambda: st.quantiles([1], n=4)),
                  ("harmonic neg", lambda: st.harmonic_mean([1, -2])),
                  ("geo zero", lambda: st.geometric_mean([1, 0])),
                  ("corr const", lambda: st.correlation([1, 1, 1], [1, 2, 3])),
                  ("corr len", lambda: st.correlation([1, 2], [1, 2, 3])),
                  ("regress const", lambda: st.linear_regression([2, 2, 2], [1, 2, 3])),
                  ("NormalDist sd<0", lambda: st.NormalDist(0, -1)),
                  ("inv_cdf 1", lambda: st.NormalDist().inv_cdf(1.0)),
                  ("median []", lambda: st.median([]))]:
    try:
        print(f"{label:<16} ok {fn()}")
    except StatisticsError as e:
        print(f"{label:<16} StatisticsError: {e}")
    except (ValueError, TypeError) as e:
        print(f"{label:<16} {type(e).__name__}: {e}")
print(issubclass(StatisticsError, ValueError), math.isclose(st.mean(web), sum(web) / len(web)))
