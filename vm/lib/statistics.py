# statistics: mean, fmean, geometric_mean, harmonic_mean, median (and
# low/high/grouped), mode, multimode, variance, pvariance, stdev, pstdev,
# quantiles, covariance, correlation, linear_regression and NormalDist,
# with CPython 3.11's exact rational arithmetic for int, float, Fraction
# and Decimal data (and their mixtures CPython allows).  Sums are exact
# (numerator, denominator) pairs, or a "special" value (an infinity or NaN,
# float or Decimal) when one is among the data, as CPython's; the result
# is converted back to the data's type at the end.
from math import gcd as _gcd, isqrt as _isqrt, fsum as _fsum, isfinite as _isfinite
from math import exp as _exp, log as _log, sqrt as _sqrt, erf as _erf, fabs as _fabs
from math import hypot as _hypot, tau as _tau
from bisect import bisect_left as _bisect_left, bisect_right as _bisect_right
from collections import namedtuple as _namedtuple


class StatisticsError(ValueError):
    pass


def _exact_ratio(x):
    # x as (numerator, denominator), or (x, None) for an infinity or NaN
    t = type(x)
    if t is int:
        return (x, 1)
    try:
        return x.as_integer_ratio()
    except AttributeError:
        pass
    except (OverflowError, ValueError):
        return (x, None)
    try:
        return (x.numerator, x.denominator)
    except AttributeError:
        raise TypeError(f"can't convert type '{t.__name__}' to numerator/denominator") from None


def _norm(n, d):
    g = _gcd(n, d)
    if d < 0:
        g = -g
    return (n // g, d // g)


def _add(a, b):
    return _norm(a[0] * b[1] + b[0] * a[1], a[1] * b[1])


def _div(v, k):
    # v (a pair or a special value) divided by the int k
    if type(v) is tuple:
        return _norm(v[0], v[1] * k)
    return v / k


def _is_cls(T, module, name):
    for c in T.__mro__:
        if c.__name__ == name and c.__module__ == module:
            return True
    return False


def _coerce(T, S):
    # the type of a result from data of types T and S (CPython's rules)
    if T is S:
        return T
    if S is int or S is bool:
        return T
    if T is int:
        return S
    if issubclass(S, T):
        return S
    if issubclass(T, S):
        return T
    if issubclass(T, int):
        return S
    if issubclass(S, int):
        return T
    if _is_cls(T, 'fractions', 'Fraction') and issubclass(S, float):
        return S
    if issubclass(T, float) and _is_cls(S, 'fractions', 'Fraction'):
        return T
    raise TypeError("don't know how to coerce %s and %s" % (T.__name__, S.__name__))


def _result_type(types):
    T = int
    for S in types:
        T = _coerce(T, S)
    return T


def _total(partials, shift):
    # the exact sum of n / d**shift over partials {d: n}, or the special one
    if None in partials:
        return partials[None]
    total = (0, 1)
    for d, n in partials.items():
        total = _add(total, (n, d ** shift if shift != 1 else d))
    return total


def _sum(data):
    # (type, exact total, count) of data
    count = 0
    types = {}          # in order of appearance (CPython: a set)
    partials = {}
    for x in data:
        types[type(x)] = None
        n, d = _exact_ratio(x)
        count += 1
        partials[d] = partials.get(d, 0) + n
    return _result_type(types), _total(partials, 1), count


def _convert(v, T):
    # v (a pair or a special value) as a T
    if type(v) is not tuple:
        return v if type(v) is T else T(v)
    n, d = v
    if T is int and d == 1:
        return n
    if T is float or (d != 1 and issubclass(T, int)):
        return n / d
    if issubclass(T, int):
        return T(n)
    if issubclass(T, float):
        return T(n / d)
    if _is_cls(T, 'decimal', 'Decimal'):
        return T(n) / T(d)
    from fractions import Fraction
    return T(Fraction(n, d))


def _fail_neg(values, errmsg='negative value'):
    for x in values:
        if x < 0:
            raise StatisticsError(errmsg)
        yield x


def mean(data):
    T, total, n = _sum(data)
    if n < 1:
        raise StatisticsError('mean requires at least one data point')
    return _convert(_div(total, n), T)


def fmean(data, weights=None):
    data = list(data)
    if weights is None:
        if not data:
            raise StatisticsError('fmean requires at least one data point')
        return _fsum(data) / len(data)
    weights = list(weights)
    if len(weights) != len(data):
        raise StatisticsError('data and weights must be the same length')
    num = _fsum([x * w for x, w in zip(data, weights)])
    den = _fsum(weights)
    if not den:
        raise StatisticsError('sum of weights must be non-zero')
    return num / den


def geometric_mean(data):
    try:
        return _exp(fmean([_log(x) for x in data]))   # (map(math.log) cannot reach log's __float__ fallback)
    except ValueError:
        raise StatisticsError('geometric mean requires a non-empty dataset '
                              'containing positive numbers') from None


def _fail_neg(values, errmsg):
    for x in values:
        if x < 0:
            raise StatisticsError(errmsg)
        yield x


def harmonic_mean(data, weights=None):
    if iter(data) is data:
        data = list(data)
    errmsg = 'harmonic mean does not support negative values'
    n = len(data)
    if n < 1:
        raise StatisticsError('harmonic_mean requires at least one data point')
    if n == 1 and weights is None:
        x = data[0]
        if not (isinstance(x, (int, float)) or _is_cls(type(x), 'decimal', 'Decimal')
                or _is_cls(type(x), 'fractions', 'Fraction')):
            raise TypeError('unsupported type')
        if x < 0:
            raise StatisticsError(errmsg)
        return x
    if weights is None:
        weights = [1] * n
        sum_weights = (n, 1)
    else:
        if iter(weights) is weights:
            weights = list(weights)
        if len(weights) != n:
            raise StatisticsError('Number of weights does not match data size')
        sum_weights = _sum(_fail_neg(weights, errmsg))[1]
    try:
        T, total, count = _sum(w / x if w else 0 for w, x in zip(weights, _fail_neg(data, errmsg)))
    except ZeroDivisionError:
        return 0
    if type(total) is tuple:
        if total[0] <= 0:
            raise StatisticsError('Weighted sum must be positive')
        if type(sum_weights) is tuple:
            return _convert(_norm(sum_weights[0] * total[1], sum_weights[1] * total[0]), T)
        return _convert(sum_weights * total[1] / total[0], T)
    if total <= 0:
        raise StatisticsError('Weighted sum must be positive')
    if type(sum_weights) is tuple:
        sum_weights = sum_weights[0] / sum_weights[1]
    return _convert(sum_weights / total, T)


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_grouped(data, interval=1):
    data = sorted(data)
    n = len(data)
    if not n:
        raise StatisticsError('no median for empty data')
    x = data[n // 2]
    i = _bisect_left(data, x)
    j = _bisect_right(data, x, lo=i)
    try:
        interval = float(interval)
        x = float(x)
    except ValueError:
        raise TypeError('Value cannot be converted to a float')
    return x - interval / 2.0 + interval * (n / 2 - i) / (j - i)


def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    return data[n // 2]


def _counts(data):
    counts = {}
    for x in data:
        counts[x] = counts.get(x, 0) + 1
    return counts


def mode(data):
    counts = _counts(data)
    if not counts:
        raise StatisticsError('no mode for empty data')
    best, bc = None, 0
    for k, c in counts.items():
        if c > bc:
            best, bc = k, c
    return best


def multimode(data):
    counts = _counts(data)
    if not counts:
        return []
    m = max(counts.values())
    return [k for k, c in counts.items() if c == m]


def _squares(data, c):
    for x in data:
        d = x - c
        yield d * d


def _ss(data, c=None):
    # (type, exact sum of squared deviations, mean, count): about c if given
    # (with the arithmetic of the data's type, as CPython), else about the
    # exact mean
    if c is not None:
        T, ssd, count = _sum(_squares(data, c))
        return T, ssd, c, count
    count = 0
    types = {}          # in order of appearance (CPython: a set)
    sx = {}
    sxx = {}
    for x in data:
        types[type(x)] = None
        n, d = _exact_ratio(x)
        count += 1
        sx[d] = sx.get(d, 0) + n
        sxx[d] = sxx.get(d, 0) + n * n
    T = _result_type(types)
    if not count:
        return T, (0, 1), (0, 1), 0
    tsx = _total(sx, 1)
    if type(tsx) is not tuple:
        return T, tsx, tsx, count
    tsxx = _total(sxx, 2)
    # (count * sxx - sx * sx) / count
    num = _add((count * tsxx[0], tsxx[1]), (-tsx[0] * tsx[0], tsx[1] * tsx[1]))
    return T, _norm(num[0], num[1] * count), _norm(tsx[0], tsx[1] * count), count


def _dispersion(data, centre, least, what):
    # (type, mean squared deviation) with n - 1 (least 2) or n (least 1) below
    kind, ssd, _, count = _ss(data, centre)
    if count < least:
        raise StatisticsError('%s requires at least %s' % (
            what, 'two data points' if least == 2 else 'one data point'))
    return kind, _div(ssd, count - least + 1)


def variance(data, xbar=None):
    kind, msd = _dispersion(data, xbar, 2, 'variance')
    return _convert(msd, kind)


def pvariance(data, mu=None):
    kind, msd = _dispersion(data, mu, 1, 'pvariance')
    return _convert(msd, kind)


def _isqrt_frac_rto(n, m):
    # the square root of n / m, rounded to odd
    a = _isqrt(n // m)
    return a | (a * a * m != n)


def _sqrt_frac(n, m):
    # the correctly rounded float square root of n / m
    q = (n.bit_length() - m.bit_length() - 109) // 2
    if q >= 0:
        return (_isqrt_frac_rto(n, m << 2 * q) << q) / 1
    return _isqrt_frac_rto(n << -2 * q, m) / (1 << -q)


def _decimal_sqrt_frac(n, m):
    # the square root of n / m as a Decimal, correctly rounded in the
    # current context: the context's root, moved one step up or down when
    # n / m lies beyond the midpoint to that neighbour
    from decimal import Decimal
    if n <= 0:
        if not n:
            return Decimal('0.0')
        n, m = -n, -m
    root = (Decimal(n) / Decimal(m)).sqrt()
    rn, rd = root.as_integer_ratio()
    for step, sign in ((root.next_plus(), 1), (root.next_minus(), -1)):
        sn, sd = step.as_integer_ratio()
        # compare n / m with ((root + step) / 2) ** 2
        lhs = 4 * n * (rd * sd) ** 2
        rhs = m * (rd * sn + sd * rn) ** 2
        if (lhs > rhs) if sign > 0 else (lhs < rhs):
            return step
    return root


def _root(mss, T):
    # a special mss has no numerator: CPython's AttributeError
    n, d = mss if type(mss) is tuple else (mss.numerator, mss.denominator)
    if _is_cls(T, 'decimal', 'Decimal'):
        return _decimal_sqrt_frac(n, d)
    return _sqrt_frac(n, d)


def stdev(data, xbar=None):
    kind, msd = _dispersion(data, xbar, 2, 'stdev')
    return _root(msd, kind)


def pstdev(data, mu=None):
    kind, msd = _dispersion(data, mu, 1, 'pstdev')
    return _root(msd, kind)


def _mean_stdev(data):
    # the mean and sample standard deviation as floats
    _, ssd, xbar, count = _ss(data)
    if count < 2:
        raise StatisticsError('stdev requires at least two data points')
    mss = _div(ssd, count - 1)
    if type(mss) is tuple:
        return xbar[0] / xbar[1], _sqrt_frac(mss[0], mss[1])
    return float(xbar), float(xbar) / float(ss)


def quantiles(data, *, n=4, method='exclusive'):
    if n < 1:
        raise StatisticsError('n must be at least 1')
    data = sorted(data)
    size = len(data)
    if size < 2:
        raise StatisticsError('must have at least two data points')
    if method not in ('inclusive', 'exclusive'):
        raise ValueError(f'Unknown method: {method!r}')
    inclusive = method == 'inclusive'
    scale = size - 1 if inclusive else size + 1
    cuts = []
    for k in range(1, n):
        # the cut lies `part`/n of the way from data[at] to data[at + 1]
        if inclusive:
            at, part = divmod(k * scale, n)
        else:
            at = min(max(k * scale // n, 1), size - 1) - 1
            part = k * scale - (at + 1) * n
        cuts.append((data[at] * (n - part) + data[at + 1] * part) / n)
    return cuts


def _pair_sums(x, y, what):
    n = len(x)
    if len(y) != n:
        raise StatisticsError(f'{what} requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError(f'{what} requires at least two data points')
    xbar = _fsum(x) / n
    ybar = _fsum(y) / n
    return n, xbar, ybar, _fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))


def covariance(x, y, /):
    n, xbar, ybar, sxy = _pair_sums(x, y, 'covariance')
    return sxy / (n - 1)


def correlation(x, y, /):
    n, xbar, ybar, sxy = _pair_sums(x, y, 'correlation')
    sxx = _fsum((xi - xbar) * (xi - xbar) for xi in x)
    syy = _fsum((yi - ybar) * (yi - ybar) for yi in y)
    try:
        return sxy / _sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError('at least one of the inputs is constant')


LinearRegression = _namedtuple('LinearRegression', ('slope', 'intercept'))


def linear_regression(x, y, /, *, proportional=False):
    if proportional:
        n = len(x)
        if len(y) != n:
            raise StatisticsError('linear regression requires that both inputs have same number of data points')
        if n < 2:
            raise StatisticsError('linear regression requires at least two data points')
        sxy = _fsum(xi * yi for xi, yi in zip(x, y))
        sxx = _fsum(xi * xi for xi in x)
    else:
        n, xbar, ybar, sxy = _pair_sums(x, y, 'linear regression')
        sxx = _fsum((xi - xbar) * (xi - xbar) for xi in x)
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError('x is constant')
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


# ---- NormalDist ----

# Wichura's algorithm AS241 (Applied Statistics 37(3), 1988): rational
# approximations of the normal quantile, each coefficient list from the
# highest power down, evaluated by Horner's rule as CPython's does.
_AS241_CENTRAL = (
    (2.5090809287301226727e+3, 3.3430575583588128105e+4, 6.7265770927008700853e+4,
     4.5921953931549871457e+4, 1.3731693765509461125e+4, 1.9715909503065514427e+3,
     1.3314166789178437745e+2, 3.3871328727963666080e+0),
    (5.2264952788528545610e+3, 2.8729085735721942674e+4, 3.9307895800092710610e+4,
     2.1213794301586595867e+4, 5.3941960214247511077e+3, 6.8718700749205790830e+2,
     4.2313330701600911252e+1, 1.0))
_AS241_NEAR = (
    (7.74545014278341407640e-4, 2.27238449892691845833e-2, 2.41780725177450611770e-1,
     1.27045825245236838258e+0, 3.64784832476320460504e+0, 5.76949722146069140550e+0,
     4.63033784615654529590e+0, 1.42343711074968357734e+0),
    (1.05075007164441684324e-9, 5.47593808499534494600e-4, 1.51986665636164571966e-2,
     1.48103976427480074590e-1, 6.89767334985100004550e-1, 1.67638483018380384940e+0,
     2.05319162663775882187e+0, 1.0))
_AS241_TAIL = (
    (2.01033439929228813265e-7, 2.71155556874348757815e-5, 1.24266094738807843860e-3,
     2.65321895265761230930e-2, 2.96560571828504891230e-1, 1.78482653991729133580e+0,
     5.46378491116411436990e+0, 6.65790464350110377720e+0),
    (2.04426310338993978564e-15, 1.42151175831644588870e-7, 1.84631831751005468180e-5,
     7.86869131145613259100e-4, 1.48753612908506148525e-2, 1.36929880922735805310e-1,
     5.99832206555887937690e-1, 1.0))


def _horner(coeffs, r):
    acc = coeffs[0]
    for c in coeffs[1:]:
        acc = acc * r + c
    return acc


def _normal_quantile(p, mu, sigma):
    q = p - 0.5
    if _fabs(q) <= 0.425:
        r = 0.180625 - q * q
        num, den = _AS241_CENTRAL
        return mu + (_horner(num, r) * q / _horner(den, r)) * sigma
    r = p if q <= 0.0 else 1.0 - p
    r = _sqrt(-_log(r))
    if r <= 5.0:
        r = r - 1.6
        num, den = _AS241_NEAR
    else:
        r = r - 5.0
        num, den = _AS241_TAIL
    x = _horner(num, r) / _horner(den, r)
    if q < 0.0:
        x = -x
    return mu + (x * sigma)


_SQRT2 = _sqrt(2.0)


class NormalDist:
    # a normal distribution given by its mean and standard deviation (both
    # kept as floats); the same results as CPython's, operation for operation

    __slots__ = ('_mu', '_sigma')

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError('sigma must be non-negative')
        self._mu, self._sigma = float(mu), float(sigma)

    @classmethod
    def from_samples(cls, data):
        return cls(*_mean_stdev(data))

    def samples(self, n, *, seed=None):
        import random
        source = random if seed is None else random.Random(seed)
        return [source.gauss(self._mu, self._sigma) for _ in range(n)]

    def _spread(self, what):
        if not self._sigma:
            raise StatisticsError(what + ' not defined when sigma is zero')
        return self._sigma

    def pdf(self, x):
        var = self._sigma * self._sigma
        if not var:
            raise StatisticsError('pdf() not defined when sigma is zero')
        off = x - self._mu
        return _exp(off * off / (-2.0 * var)) / _sqrt(_tau * var)

    def cdf(self, x):
        sd = self._spread('cdf()')
        return 0.5 * (1.0 + _erf((x - self._mu) / (sd * _SQRT2)))

    def inv_cdf(self, p):
        if p <= 0.0 or 1.0 <= p:                # (a NaN p goes through)
            raise StatisticsError('p must be in the range 0.0 < p < 1.0')
        if 0.0 >= self._sigma:
            raise StatisticsError('cdf() not defined when sigma at or below zero')
        return _normal_quantile(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        return [self.inv_cdf(k / n) for k in range(1, n)]

    def overlap(self, other):
        if not isinstance(other, NormalDist):
            raise TypeError('Expected another NormalDist instance')
        # narrow is the one with the smaller (sigma, mu)
        narrow, wide = (other, self) if (other._sigma, other._mu) < (self._sigma, self._mu) \
            else (self, other)
        nv, wv = narrow.variance, wide.variance
        if not (nv and wv):
            raise StatisticsError('overlap() not defined when sigma is zero')
        gap_var = wv - nv
        gap_mu = _fabs(wide._mu - narrow._mu)
        if not gap_var:
            return 1.0 - _erf(gap_mu / (2.0 * narrow._sigma * _SQRT2))
        centre = narrow._mu * wv - wide._mu * nv
        half = narrow._sigma * wide._sigma * _sqrt(gap_mu * gap_mu + gap_var * _log(wv / nv))
        cuts = ((centre + half) / gap_var, (centre - half) / gap_var)
        lost = [_fabs(wide.cdf(c) - narrow.cdf(c)) for c in cuts]
        return 1.0 - (lost[0] + lost[1])

    def zscore(self, x):
        return (x - self._mu) / self._spread('zscore()')

    mean = median = mode = property(lambda self: self._mu)
    stdev = property(lambda self: self._sigma)
    variance = property(lambda self: self._sigma * self._sigma)

    def __add__(self, other):
        if isinstance(other, NormalDist):
            return NormalDist(self._mu + other._mu, _hypot(self._sigma, other._sigma))
        return NormalDist(self._mu + other, self._sigma)

    def __sub__(self, other):
        if isinstance(other, NormalDist):
            return NormalDist(self._mu - other._mu, _hypot(self._sigma, other._sigma))
        return NormalDist(self._mu - other, self._sigma)

    def __mul__(self, k):
        return NormalDist(self._mu * k, self._sigma * _fabs(k))

    def __truediv__(self, k):
        return NormalDist(self._mu / k, self._sigma / _fabs(k))

    def __pos__(self):
        return NormalDist(self._mu, self._sigma)

    def __neg__(self):
        return NormalDist(-self._mu, self._sigma)

    __radd__ = __add__
    __rmul__ = __mul__

    def __rsub__(self, other):
        return -(self - other)

    def __eq__(self, other):
        if isinstance(other, NormalDist):
            return self._mu == other._mu and self._sigma == other._sigma
        return NotImplemented

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return f'{type(self).__name__}(mu={self._mu!r}, sigma={self._sigma!r})'
