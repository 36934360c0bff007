# statistics: mean, fmean, geometric_mean, harmonic_mean, median (and
# low/high/grouped), mode, multimode, variance, pvariance, stdev, pstdev,
# quantiles, covariance, correlation, linear_regression, with CPython 3.11's exact rational
# arithmetic (fractions as (numerator, denominator) pairs) for int and float
# data.
from math import gcd as _gcd, isqrt as _isqrt, fsum as _fsum, isfinite as _isfinite
from math import exp as _exp, log as _log, sqrt as _sqrt
from bisect import bisect_left as _bisect_left, bisect_right as _bisect_right
from collections import namedtuple as _namedtuple


class StatisticsError(ValueError):
    pass


def _ratio(x):
    if type(x) is float:
        return x.as_integer_ratio()
    if type(x) is int or type(x) is bool:
        return (int(x), 1)
    raise TypeError(f"can't convert type '{type(x).__name__}' to numerator/denominator")


def _norm(n, d):
    g = _gcd(n, d)
    if d < 0:
        g = -g
    return (n // g, d // g)


def _add(a, b):
    return _norm(a[0] * b[1] + b[0] * a[1], a[1] * b[1])


def _type(types):
    t = int
    for u in types:
        if u is float:
            t = float
        elif u is not int and u is not bool:
            raise TypeError(f"can't convert type '{u.__name__}' to numerator/denominator")
    return t


def _convert(fr, T):
    n, d = fr
    if T is int and d != 1:
        T = float
    if T is int:
        return n
    return n / d


def _data(data):
    data = list(data)
    special = [x for x in data if type(x) is float and not _isfinite(x)]
    return data, special


def _sum(data):
    partials = {}
    for x in data:
        n, d = _ratio(x)
        partials[d] = partials.get(d, 0) + n
    total = (0, 1)
    for d, n in partials.items():
        total = _add(total, (n, d))
    return total


def mean(data):
    data, special = _data(data)
    n = len(data)
    if n < 1:
        raise StatisticsError('mean requires at least one data point')
    T = _type({type(x) for x in data})
    if special:
        return sum(special) / 1.0 if len(special) == 1 else sum(special)
    s = _sum(data)
    return _convert(_norm(s[0], s[1] * n), T)


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
        return _exp(fmean(map(_log, data)))
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
        if type(x) not in (int, float, bool):
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
        weights = list(_fail_neg(weights, errmsg))
        _type({type(w) for w in weights})
        sum_weights = _sum(weights)
    try:
        terms = [w / x if w else 0 for w, x in zip(weights, _fail_neg(data, errmsg))]
    except ZeroDivisionError:
        return 0
    T = _type({type(t) for t in terms})
    total = _sum(terms)
    if total[0] <= 0:
        raise StatisticsError('Weighted sum must be positive')
    return _convert(_norm(sum_weights[0] * total[1], sum_weights[1] * total[0]), T)


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


def _ss(data, c=None):
    data, special = _data(data)
    T = _type({type(x) for x in data})
    count = len(data)
    if c is not None:
        cr = _ratio(c)
        ssd = (0, 1)
        for x in data:
            d = _add(_ratio(x), (-cr[0], cr[1]))
            ssd = _add(ssd, (d[0] * d[0], d[1] * d[1]))
        return T, ssd, count, special
    sx = {}
    sxx = {}
    for x in data:
        n, d = _ratio(x)
        sx[d] = sx.get(d, 0) + n
        sxx[d] = sxx.get(d, 0) + n * n
    if not count:
        return T, (0, 1), 0, special
    tsx = (0, 1)
    for d, n in sx.items():
        tsx = _add(tsx, (n, d))
    tsxx = (0, 1)
    for d, n in sxx.items():
        tsxx = _add(tsxx, (n, d * d))
    # (count * sxx - sx * sx) / count
    a = (count * tsxx[0], tsxx[1])
    b = (tsx[0] * tsx[0], tsx[1] * tsx[1])
    num = _add(a, (-b[0], b[1]))
    return T, _norm(num[0], num[1] * count), count, special


def _var(data, c, sample, name):
    T, ss, n, special = _ss(data, c)
    if n < (2 if sample else 1):
        if sample:
            raise StatisticsError(f'{name} requires at least two data points')
        raise StatisticsError(f'{name} requires at least one data point')
    if special:
        return float('nan')
    return T, _norm(ss[0], ss[1] * (n - 1 if sample else n))


def variance(data, xbar=None):
    r = _var(data, xbar, True, 'variance')
    return r if type(r) is float else _convert(r[1], r[0])


def pvariance(data, mu=None):
    r = _var(data, mu, False, 'pvariance')
    return r if type(r) is float else _convert(r[1], r[0])


def _isqrt_frac_rto(n, m):
    a = _isqrt(n // m)
    return a | (a * a * m != n)


def _sqrt_frac(n, m):
    q = (n.bit_length() - m.bit_length() - 109) // 2
    if q >= 0:
        return (_isqrt_frac_rto(n, m << 2 * q) << q) / 1
    return _isqrt_frac_rto(n << -2 * q, m) / (1 << -q)


def stdev(data, xbar=None):
    r = _var(data, xbar, True, 'stdev')
    return r if type(r) is float else _sqrt_frac(r[1][0], r[1][1])


def pstdev(data, mu=None):
    r = _var(data, mu, False, 'pstdev')
    return r if type(r) is float else _sqrt_frac(r[1][0], r[1][1])


def quantiles(data, *, n=4, method='exclusive'):
    if n < 1:
        raise StatisticsError('n must be at least 1')
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError('must have at least two data points')
    if method == 'inclusive':
        m = ld - 1
        result = []
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            interpolated = (data[j] * (n - delta) + data[j + 1] * delta) / n
            result.append(interpolated)
        return result
    if method == 'exclusive':
        m = ld + 1
        result = []
        for i in range(1, n):
            j = i * m // n
            j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
            delta = i * m - j * n
            interpolated = (data[j - 1] * (n - delta) + data[j] * delta) / n
            result.append(interpolated)
        return result
    raise ValueError(f'Unknown method: {method!r}')


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
