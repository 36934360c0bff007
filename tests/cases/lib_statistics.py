# statistics against CPython (exact rational mean/variance, correctly rounded stdev)
import statistics as st
data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(st.mean(data), st.mean([1, 2, 3]), st.mean([1, 2]), st.mean([1, 2.5]), st.fmean([1, 2, 3.5]), st.mean([0.1] * 10))
print(st.median([3, 1, 2]), st.median([4, 1, 3, 2]), st.median_low([1, 2, 3, 4]), st.median_high([1, 2, 3, 4]))
print(st.mode([1, 2, 2, 3, 3]), st.mode('aabbbc'), st.multimode('aabbcc'), st.multimode([]))
print(st.variance(data), st.pvariance(data), st.stdev(data), st.pstdev(data))
print(st.variance([1, 2, 3, 4]), st.pvariance([1, 2, 3, 4]), st.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), st.variance([1, 2, 4], 2))
print(st.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), st.quantiles(range(1, 11), n=10, method='inclusive'), st.quantiles([1.5, 2, 7], n=3))
print(st.stdev([1, 1, 1]), st.pstdev([5]), st.variance([10**20, 10**20 + 1]), st.fmean([1, 2], weights=[3, 1]))
for bad in [lambda: st.mean([]), lambda: st.variance([1]), lambda: st.median([]), lambda: st.mode([]), lambda: st.quantiles([1]), lambda: st.stdev([]), lambda: st.pvariance([])]:
    try:
        print(bad())
    except ValueError as e:
        print('ValueError', e)
