# math: constants and the integer functions (the float functions are
# natives, vm/lib/math.c).  Messages as CPython 3.11's mathmodule.c.
pi = 3.141592653589793
e = 2.718281828459045
tau = 6.283185307179586
inf = float('inf')
nan = float('nan')


def _index(x, fname):
    # an int (of a subclass too), or what its class's __index__ gives
    if type(x) is int:
        return x
    if not isinstance(x, int):
        conv = getattr(type(x), '__index__', None)
        if conv is None:
            raise TypeError(f"'{type(x).__name__}' object cannot be interpreted as an integer")
        x = conv(x)
        if not isinstance(x, int):
            raise TypeError(f'__index__ returned non-int (type {type(x).__name__})')
    return int.__index__(x)


def factorial(n):
    if type(n) is float:
        raise TypeError("'float' object cannot be interpreted as an integer")
    n = _index(n, 'factorial')
    if n < 0:
        raise ValueError('factorial() not defined for negative values')
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r


def isqrt(n):
    n = _index(n, 'isqrt')
    if n < 0:
        raise ValueError('isqrt() argument must be nonnegative')
    if n == 0:
        return 0
    x = 1 << ((n.bit_length() + 1) // 2)
    while True:
        y = (x + n // x) // 2
        if y >= x:
            return x
        x = y


def gcd(*integers):
    r = 0
    for x in integers:
        x = _index(x, 'gcd')
        a, b = abs(r), abs(x)
        while b:
            a, b = b, a % b
        r = a
    return r


def lcm(*integers):
    r = 1
    for x in integers:
        x = _index(x, 'lcm')
        if r == 0 or x == 0:
            r = 0
            continue
        r = abs(r * x) // gcd(r, x)
    return r


def perm(n, k=None):
    n = _index(n, 'perm')
    if k is None:
        if n < 0:
            raise ValueError('n must be a non-negative integer')
        return factorial(n)
    k = _index(k, 'perm')
    if n < 0:
        raise ValueError('n must be a non-negative integer')
    if k < 0:
        raise ValueError('k must be a non-negative integer')
    if k > n:
        return 0
    r = 1
    for i in range(n - k + 1, n + 1):
        r *= i
    return r


def comb(n, k):
    n = _index(n, 'comb')
    k = _index(k, 'comb')
    if n < 0:
        raise ValueError('n must be a non-negative integer')
    if k < 0:
        raise ValueError('k must be a non-negative integer')
    if k > n:
        return 0
    k = min(k, n - k)
    r = 1
    for i in range(1, k + 1):
        r = r * (n - k + i) // i
    return r


def prod(iterable, *, start=1):
    r = start
    for x in iterable:
        r = r * x
    return r


def fsum(seq):
    return _fsum(list(seq))


def isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0):
    a = float(a) if isinstance(a, (int, float)) else _real(a)
    b = float(b) if isinstance(b, (int, float)) else _real(b)
    if rel_tol < 0.0 or abs_tol < 0.0:
        raise ValueError('tolerances must be non-negative')
    if a == b:
        return True
    if a in (inf, -inf) or b in (inf, -inf):
        return False
    diff = fabs(b - a)
    return diff <= fabs(rel_tol * b) or diff <= fabs(rel_tol * a) or diff <= abs_tol


def dist(p, q):
    p = tuple(p)
    q = tuple(q)
    if len(p) != len(q):
        raise ValueError('both points must have the same number of dimensions')
    return hypot(*[x - y for x, y in zip(p, q)])


# floor, ceil and trunc of an instance of a class (math.c hands them here):
# its special method, else (floor, ceil) the float it converts to
def _py_floor(x):
    try:
        f = type(x).__floor__
    except AttributeError:
        return floor(_real(x))
    return f(x)


def _py_ceil(x):
    try:
        f = type(x).__ceil__
    except AttributeError:
        return ceil(_real(x))
    return f(x)


def _py_trunc(x):
    try:
        f = type(x).__trunc__
    except AttributeError:
        raise TypeError(f"type {type(x).__name__} doesn't define __trunc__ method") from None
    return f(x)


def _real(x):
    try:
        f = type(x).__float__
    except AttributeError:
        try:
            i = type(x).__index__
        except AttributeError:
            raise TypeError(f'must be real number, not {type(x).__name__}') from None
        return float(i(x))
    r = f(x)
    if not isinstance(r, float):
        raise TypeError(f'{type(x).__name__}.__float__ returned non-float (type {type(r).__name__})')
    return r

# The float functions (math.c) meeting an instance of a class (Fraction,
# Decimal) come here: each such argument becomes the float its __float__
# gives, as CPython's PyFloat_AsDouble does.
def _reals(f):
    def call(*args):
        return f(*[a if isinstance(a, (int, float)) else _real(a) for a in args])
    return call


_py_acos = _reals(acos)
_py_acosh = _reals(acosh)
_py_asin = _reals(asin)
_py_asinh = _reals(asinh)
_py_atan = _reals(atan)
_py_atanh = _reals(atanh)
_py_cbrt = _reals(cbrt)
_py_cos = _reals(cos)
_py_cosh = _reals(cosh)
_py_erf = _reals(erf)
_py_erfc = _reals(erfc)
_py_exp = _reals(exp)
_py_exp2 = _reals(exp2)
_py_expm1 = _reals(expm1)
_py_fabs = _reals(fabs)
_py_gamma = _reals(gamma)
_py_lgamma = _reals(lgamma)
_py_log1p = _reals(log1p)
_py_sin = _reals(sin)
_py_sinh = _reals(sinh)
_py_sqrt = _reals(sqrt)
_py_tan = _reals(tan)
_py_tanh = _reals(tanh)
_py_degrees = _reals(degrees)
_py_radians = _reals(radians)
_py_log = _reals(log)
_py_log2 = _reals(log2)
_py_log10 = _reals(log10)
_py_pow = _reals(pow)
_py_atan2 = _reals(atan2)
_py_copysign = _reals(copysign)
_py_fmod = _reals(fmod)
_py_remainder = _reals(remainder)
_py_isnan = _reals(isnan)
_py_isinf = _reals(isinf)
_py_isfinite = _reals(isfinite)
_py_hypot = _reals(hypot)
_py_frexp = _reals(frexp)
_py_modf = _reals(modf)
_py_ulp = _reals(ulp)
_py_nextafter = _reals(nextafter)
del _reals
