# statistics: the common functions on floats and ints, Fractions and Decimals,
# NormalDist's methods and operators, and the errors
import statistics as st
from fractions import Fraction as F
from decimal import Decimal as D
data = [2.5, 3.25, 5.75, 1.0, 4.5]
print(st.mean(data), st.fmean(data), st.median(data), st.median_low([1,3,5,7]), st.median_high([1,3,5,7]), st.median_grouped([1,2,2,3,4]))
print(st.mode([1,1,2]), st.multimode("aabbc"), st.stdev(data), st.pstdev(data), st.variance(data), st.pvariance(data))
print(st.quantiles([1,2,3,4,5,6,7,8,9,10], n=4), st.quantiles(data, n=10, method="inclusive"))
print(st.mean([F(1,3), F(2,3), F(1,2)]), st.mean([D("1.1"), D("2.2"), D("3.35")]), st.median([F(1,2), F(1,3)]))
print(st.variance([F(1,3), F(2,3), F(1,2)]), st.stdev([D("1.5"), D("2.5"), D("2.5")]), st.pvariance([D("1.5"), D("2.5")]))
print(st.mean([1, 2, 3]), st.mean([1, 2]), type(st.mean([1,2])), st.harmonic_mean([40, 60]), st.geometric_mean([54, 24, 36]))
print(st.correlation([1,2,3,4], [2,4,5,8]), st.covariance([1,2,3], [1,3,2]), st.linear_regression([1,2,3,4], [2,4,5,8]))
n = st.NormalDist(100, 15); print(n, n.cdf(130), n.inv_cdf(0.95), n.pdf(100), n.mean, n.stdev, n.variance, n.quantiles(4))
print(st.NormalDist.from_samples([1,2,3,4,5]), n.overlap(st.NormalDist(110, 10)), n + 5, n * 2, n.zscore(115))
try: st.mean([])
except st.StatisticsError as e: print(e)
try: st.stdev([1])
except st.StatisticsError as e: print(e)
try: st.mode([])
except st.StatisticsError as e: print(e)
print(st.mean([True, False]), st.median([3, 1, 2]), st.mean(range(10)), st.pstdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]))
print(st.variance([1, 2, 3, 4], xbar=2.5), st.fmean([1,2,3], weights=[1,2,3]) if False else "")
print(n.samples(3, seed=42))
