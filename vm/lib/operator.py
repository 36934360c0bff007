# operator: the functions (itemgetter, attrgetter and methodcaller are
_abs = abs
# closures until user classes exist: no repr of their own).


def lt(a, b): return a < b
def le(a, b): return a <= b
def eq(a, b): return a == b
def ne(a, b): return a != b
def ge(a, b): return a >= b
def gt(a, b): return a > b
def not_(a): return not a
def truth(a): return True if a else False
def is_(a, b): return a is b
def is_not(a, b): return a is not b
def abs(a): return _abs(a)
def add(a, b): return a + b
def and_(a, b): return a & b
def floordiv(a, b): return a // b
def index(a): return a.__index__() if type(a) is not int else a
def inv(a): return ~a
invert = inv
def lshift(a, b): return a << b
def mod(a, b): return a % b
def mul(a, b): return a * b
def matmul(a, b): return a @ b
def neg(a): return -a
def or_(a, b): return a | b
def pos(a): return +a
def pow(a, b): return a ** b
def rshift(a, b): return a >> b
def sub(a, b): return a - b
def truediv(a, b): return a / b
def xor(a, b): return a ^ b
def concat(a, b): return a + b
def contains(a, b): return b in a
def countOf(a, b):
    return sum(1 for x in a if x is b or x == b)
def delitem(a, b): del a[b]
def getitem(a, b): return a[b]
def indexOf(a, b):
    for i, j in enumerate(a):
        if j is b or j == b:
            return i
    raise ValueError('sequence.index(x): x not in sequence')
def setitem(a, b, c): a[b] = c
def length_hint(obj, default=0):
    try:
        return len(obj)
    except TypeError:
        return default
def iadd(a, b):
    a += b
    return a
def iand(a, b):
    a &= b
    return a
def iconcat(a, b):
    a += b
    return a
def ifloordiv(a, b):
    a //= b
    return a
def ilshift(a, b):
    a <<= b
    return a
def imod(a, b):
    a %= b
    return a
def imul(a, b):
    a *= b
    return a
def ior(a, b):
    a |= b
    return a
def ipow(a, b):
    a **= b
    return a
def irshift(a, b):
    a >>= b
    return a
def isub(a, b):
    a -= b
    return a
def itruediv(a, b):
    a /= b
    return a
def ixor(a, b):
    a ^= b
    return a


def itemgetter(item, *items):
    if not items:
        def g(obj):
            return obj[item]
    else:
        keys = (item,) + items
        def g(obj):
            return tuple([obj[i] for i in keys])
    return g


def _attr(obj, name):
    for part in name.split('.'):
        obj = getattr(obj, part)
    return obj


def attrgetter(attr, *attrs):
    for a in (attr,) + attrs:
        if type(a) is not str:
            raise TypeError('attribute name must be a string')
    if not attrs:
        def g(obj):
            return _attr(obj, attr)
    else:
        names = (attr,) + attrs
        def g(obj):
            return tuple([_attr(obj, n) for n in names])
    return g


def methodcaller(name, *args, **kwargs):
    if type(name) is not str:
        raise TypeError('method name must be a string')
    def c(obj):
        return getattr(obj, name)(*args, **kwargs)
    return c
