# statistics over Fraction and Decimal data (and the mixtures CPython allows),
# infinities and NaNs, xbar/mu in the data's arithmetic, and NormalDist
import statistics as s
from decimal import Decimal as D, getcontext
from fractions import Fraction as F
for f in [s.variance, s.pvariance, s.stdev, s.pstdev, s.mean, s.median, s.harmonic_mean]:
  for data in [[1, float('inf')], [1.0, float('nan'), 2], [D('1'), D('NaN')], [D(1), D('Infinity')],
               [F(1,3), F(5,7), 2], [D('1.25'), D('2.5'), 3], [1, 2.5, F(1, 2)], [True, 3, 4],
               [D('0.1'), D('0.7'), D('0.9'), D('1.4')], [3, 4, 5, 9], ['a', 'b'], [1.0, D(2)], [F(1), 2.0, 3]]:
    try: print(f.__name__, data, repr(f(data)))
    except Exception as e: print(f.__name__, data, type(e).__name__, e)
print(repr(s.variance([1,2,3], xbar=2.0)), repr(s.variance([1,2,4], 2)), repr(s.variance([F(1),F(2)], 1.5)))
print(repr(s.harmonic_mean([F(1,2), F(1,3)])), repr(s.harmonic_mean([D('2.5')])), repr(s.harmonic_mean([D('2.5'), D(4)])))
print(repr(s.harmonic_mean([1, 2, 4], weights=[F(1,2), 1, 2])), repr(s.harmonic_mean([2.5, 4], weights=[1, 3])))
getcontext().prec = 6
print(repr(s.stdev([D('1.5'), D(2), D('7.25')])), repr(s.mean([D('1.1'), D('2.23')])), repr(s.pstdev([D(2), D(3), D(7)])))
getcontext().prec = 28
print([repr(s.stdev([D(x) for x in r])) for r in [(1, 2), (1, 1), (2, 5, 9, 11), (0.1, 0.2, 0.35)]])
n = s.NormalDist(0, 1)
print([n.inv_cdf(p) for p in (1e-300, 1e-10, 0.01, 0.3, 0.5, 0.7, 0.99, 1 - 1e-12)])
print(s.NormalDist.from_samples([F(1,2), 2, 3.5]), s.NormalDist(1, 2) == s.NormalDist(1.0, 2.0), 3 - s.NormalDist(1, 2), s.NormalDist(1, 2) / 2)
for bad in [lambda: s.NormalDist(0, -1), lambda: s.NormalDist(0, 0).pdf(1), lambda: n.inv_cdf(1), lambda: n.overlap(3), lambda: s.NormalDist.from_samples([1])]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
print(s.NormalDist(5, 2).samples(4, seed=7), hash(s.NormalDist(1, 2)) == hash(s.NormalDist(1, 2)))
print(s.median_grouped([D(1), D(2), D(2)]), s.quantiles([F(1), F(2), F(5)], n=3), s.mode([D(1), D(1), 2]), s.geometric_mean([F(1,2), F(2)]))
print(repr(s.mean(x for x in [1, 2, 3, 4])), repr(s.variance(iter([1.5, 2.5, 4.0]))), repr(s.pvariance([F(1, 3)])))
