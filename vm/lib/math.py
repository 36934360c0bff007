# math: constants and the integer functions (the float functions are
# natives, vm/lib/math.c).  Messages as CPython 3.11's mathmodule.c.
pi = 3.141592653589793
e = 2.718281828459045
tau = 6.283185307179586
inf = float('inf')
nan = float('nan')


def _index(x, fname):
    if type(x) is bool:
        return int(x)
    if type(x) is not int:
        raise TypeError(f"'{type(x).__name__}' object cannot be interpreted as an integer")
    return x


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
    a = float(a) if type(a) is not float else a
    b = float(b) if type(b) is not float else b
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
        raise TypeError(f'must be real number, not {type(x).__name__}') from None
    return f(x)
