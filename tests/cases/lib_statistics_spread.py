# variance/stdev (with and without a given centre), quantiles (both methods,
# bad ones) over ints, floats, Fractions and Decimals, and NormalDist's
# methods and arithmetic, NaN inputs included (statistics rewrite check)
import statistics as S
from fractions import Fraction as F
from decimal import Decimal as D
import random
R = random.Random(3)
out = []
def t(f):
    try:
        shown = repr(f())
    except Exception as e:
        shown = '%s: %s' % (type(e).__name__, e)
    out.append(shown)
for k in range(30):
    n = R.randint(0, 7)
    kind = R.choice([int, float, F, D])
    data = [kind(R.randint(-50, 50)) if kind is not float else R.uniform(-9, 9) for _ in range(n)]
    for fn in (S.variance, S.pvariance, S.stdev, S.pstdev):
        t(lambda: fn(data))
        t(lambda: fn(data, data[0] if data else None))
    q = R.choice([1, 2, 4, 10, 0])
    t(lambda: S.quantiles(data, n=q, method=R.choice(['inclusive', 'exclusive', 'x'])))
    t(lambda: S.quantiles(sorted(float(x) for x in data), n=q))
nd = S.NormalDist(3.5, 2.0)
for x in (-1.0, 0.0, 3.5, 8.25, float('nan')):
    t(lambda: (nd.pdf(x), nd.cdf(x), nd.zscore(x)))
for p in (0.0, 0.1, 0.5, 0.975, 1.0, float('nan')):
    t(lambda: nd.inv_cdf(p))
t(lambda: S.NormalDist(0, 0).cdf(1))
t(lambda: S.NormalDist(0, 0).zscore(1))
t(lambda: S.NormalDist(0, 0).pdf(1))
t(lambda: S.NormalDist(0, float('nan')).inv_cdf(0.5))
t(lambda: S.NormalDist(0, -1))
t(lambda: [nd.overlap(S.NormalDist(m, s)) for m in (0, 3.5, 10) for s in (0.5, 2.0, 4.0)])
t(lambda: nd.overlap(S.NormalDist(1, 0)))
t(lambda: nd.overlap(3))
t(lambda: (nd + 1, 1 + nd, nd - 2, 2 - nd, nd * -3, -3 * nd, nd / 4, -nd, +nd, nd + nd, nd - nd))
t(lambda: (nd == S.NormalDist(3.5, 2), hash(nd) == hash(S.NormalDist(3.5, 2.0)), nd.mean, nd.median, nd.mode, nd.stdev, nd.variance))
t(lambda: nd.quantiles())
t(lambda: nd.samples(4, seed=7))
t(lambda: S.NormalDist.from_samples([1, 2, 3, 5]))
print('\n'.join(out))
