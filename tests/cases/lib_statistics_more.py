# geometric_mean, harmonic_mean, median_grouped, covariance, correlation,
# linear_regression: an agent's summary of latencies and a trend line.
import statistics as st

lat = [120.0, 95.5, 310.25, 88.0, 102.0, 97.75, 1500.0]
print(st.geometric_mean(lat), st.geometric_mean([2, 8]), st.geometric_mean([54, 24, 36]))
print(st.harmonic_mean(lat), st.harmonic_mean([40, 60]), st.harmonic_mean([2.5, 3, 10]))
print(st.harmonic_mean([40, 60], weights=[5, 30]), st.harmonic_mean([5]), st.harmonic_mean([0, 3]))
print(st.harmonic_mean([1, 2, 4]), type(st.harmonic_mean([3, 3])).__name__)
print(st.median_grouped([52, 52, 53, 54]), st.median_grouped([1, 3, 3, 5, 7], interval=2))
print(st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]), st.median_grouped([3.5]))
days = [1, 2, 3, 4, 5, 6, 7]
signups = [10, 14, 13, 19, 24, 22, 30]
print(st.covariance(days, signups), st.correlation(days, signups))
fit = st.linear_regression(days, signups)
print(fit, fit.slope, fit._fields)
print(f"forecast day 10: {fit.slope * 10 + fit.intercept:.2f}")
print(st.linear_regression([1, 2, 3], [2, 4, 7], proportional=True))
print(st.correlation([1, 2, 3], [3, 2, 1]), st.covariance([1.5, 2.5], [1, 1]))
for call in [lambda: st.geometric_mean([]), lambda: st.geometric_mean([1, -2]),
             lambda: st.harmonic_mean([]), lambda: st.harmonic_mean([1, -1]),
             lambda: st.harmonic_mean([-3]), lambda: st.harmonic_mean([1, 2], weights=[1]),
             lambda: st.median_grouped([]), lambda: st.covariance([1], [2]),
             lambda: st.correlation([1, 2], [1, 2, 3]), lambda: st.correlation([1, 1], [1, 2]),
             lambda: st.linear_regression([2, 2], [1, 3]), lambda: st.harmonic_mean(["a"])]:
    try:
        print(call())
    except (st.StatisticsError, TypeError) as e:
        print(type(e).__name__, e)
