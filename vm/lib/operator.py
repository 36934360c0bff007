# operator: the functions (itemgetter, attrgetter and methodcaller are
# classes with CPython's reprs and argument checks).  The plain operators
# (add, lt, neg, truth, ...) are natives (operator.c); the _py_ functions
# here are their Python versions, which they call for operands whose
# special methods are Python code.
_abs = abs
_NOARG = object()   # (a call with no argument)


def _py_lt(a, b): return a < b
def _py_le(a, b): return a <= b
def _py_eq(a, b): return a == b
def _py_ne(a, b): return a != b
def _py_ge(a, b): return a >= b
def _py_gt(a, b): return a > b
def _py_not_(a): return not a
def _py_truth(a): return True if a else False
def _py_is_(a, b): return a is b
def _py_is_not(a, b): return a is not b
def abs(a): return _abs(a)
def _py_add(a, b): return a + b
def _py_and_(a, b): return a & b
def _py_floordiv(a, b): return a // b
def index(a):
    if type(a) is int:
        return a
    if isinstance(a, int):
        return int.__index__(a)     # an exact int (True is 1)
    try:
        hook = type(a).__index__
    except AttributeError:
        raise TypeError(f"'{type(a).__name__}' object cannot be interpreted as an integer") from None
    got = hook(a)
    if not isinstance(got, int):
        raise TypeError(f'__index__ returned non-int (type {type(got).__name__})')
    return got
def _py_inv(a): return ~a
_py_invert = _py_inv
def _py_lshift(a, b): return a << b
def _py_mod(a, b): return a % b
def _py_mul(a, b): return a * b
def _py_matmul(a, b): return a @ b
def _py_neg(a): return -a
def _py_or_(a, b): return a | b
def _py_pos(a): return +a
def _py_pow(a, b): return a ** b
def _py_rshift(a, b): return a >> b
def _py_sub(a, b): return a - b
def _py_truediv(a, b): return a / b
def _py_xor(a, b): return a ^ b
def concat(a, b):
    return a + b if isinstance(a, _CONCATENATES) else _seq_add(a, b, False)


# concat and iconcat are sequence concatenation: the built-in sequences
# concatenate themselves; two other objects that both index
# (__getitem__, not a dict) are added by their __iadd__/__add__/__radd__;
# anything else, or an addition neither side implements, is CPython's
# "can't be concatenated" (so concat(1, 2) is no addition)
_CONCATENATES = (str, bytes, bytearray, list, tuple)


def _indexes(x):
    return hasattr(type(x), '__getitem__') and not isinstance(x, dict)


def _seq_add(a, b, inplace):
    got = NotImplemented
    if _indexes(a) and _indexes(b):
        hooks = [(a, b, '__iadd__')] if inplace else []
        hooks += [(a, b, '__add__'), (b, a, '__radd__')]
        for left, right, name in hooks:
            hook = getattr(type(left), name, None)
            if hook is not None and not (name == '__radd__' and type(a) is type(b)):
                got = hook(left, right)
                if got is not NotImplemented:
                    break
    if got is NotImplemented:
        raise TypeError(f"'{type(a).__name__}' object can't be concatenated")
    return got
def contains(a, b): return b in a
def _searched(a):
    # the iterator countOf and indexOf search, with CPython's error
    try:
        return iter(a)
    except TypeError:
        raise TypeError(f"argument of type '{type(a).__name__}' is not iterable") from None
def countOf(a, b):
    return sum(1 for x in _searched(a) if x is b or x == b)
def delitem(a, b): del a[b]
def getitem(a, b): return a[b]
def indexOf(a, b):
    for i, j in enumerate(_searched(a)):
        if j is b or j == b:
            return i
    raise ValueError('sequence.index(x): x not in sequence')
def setitem(a, b, c): a[b] = c
def length_hint(obj, default=0):
    # len() when the type has one, else its __length_hint__ (that of a
    # native iterator is a method of the object: it has no class dict)
    default = index(default)
    if not -1 << 63 <= default < 1 << 63:
        raise OverflowError('Python int too large to convert to C ssize_t')
    if hasattr(type(obj), '__len__'):
        try:
            return len(obj)
        except TypeError:
            pass
    hint = getattr(type(obj), '__length_hint__', None)
    if hint is not None:
        call = lambda: hint(obj)
    elif not hasattr(obj, '__dict__') and hasattr(obj, '__length_hint__'):
        call = obj.__length_hint__
    else:
        return default
    try:
        got = call()
    except TypeError:
        return default
    if got is NotImplemented:
        return default
    if not isinstance(got, int):
        raise TypeError('__length_hint__ must be an integer, not %s'
                        % type(got).__name__)
    if got < 0:
        raise ValueError('__length_hint__() should return >= 0')
    return got
def iadd(a, b):
    a += b
    return a
def iand(a, b):
    a &= b
    return a
def iconcat(a, b):
    if not isinstance(a, _CONCATENATES):
        return _seq_add(a, b, True)
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


def _bad_call(self, obj, more, kw):
    # the TypeError for a getter called other than with one argument
    name = type(self).__name__
    if kw:
        raise TypeError(f'{name}() takes no keyword arguments')
    raise TypeError(f'{name} expected 1 argument, got {len(more) + (obj is not _NOARG)}')


class _keyed:
    # itemgetter and attrgetter: made of one key or more, shown with them
    __slots__ = ('_keys', '_one')

    def __init__(self, *keys, **kw):
        if kw or not keys:
            _bad_call(self, _NOARG, (), kw)
        self._keys = keys
        self._one = len(keys) == 1

    def __repr__(self):
        return f'operator.{type(self).__name__}(' + ', '.join([repr(k) for k in self._keys]) + ')'


class itemgetter(_keyed):
    # itemgetter(k)(obj) is obj[k]; with several keys, a tuple of them
    __slots__ = ()

    def __call__(self, obj=_NOARG, /, *more, **kw):
        if more or kw or obj is _NOARG:
            _bad_call(self, obj, more, kw)
        if self._one:
            return obj[self._keys[0]]
        return _items(obj, self._keys)      # (native: operator.c)


def _py_items(obj, keys):
    return tuple([obj[k] for k in keys])


def _attr(obj, name):
    for part in name.split('.'):
        obj = getattr(obj, part)
    return obj


class attrgetter(_keyed):
    # attrgetter('a.b')(obj) is obj.a.b; with several names, a tuple
    __slots__ = ()

    def __init__(self, *names, **kw):
        for a in () if kw else names:
            if type(a) is not str:
                raise TypeError('attribute name must be a string')
        _keyed.__init__(self, *names, **kw)

    def __call__(self, obj=_NOARG, /, *more, **kw):
        if more or kw or obj is _NOARG:
            _bad_call(self, obj, more, kw)
        if self._one:
            return _attr(obj, self._keys[0])
        return tuple([_attr(obj, n) for n in self._keys])


class methodcaller:
    # methodcaller(name, *a, **kw)(obj) is obj.name(*a, **kw)
    __slots__ = ('_name', '_args', '_kwargs')

    def __init__(*args, **kwargs):
        if len(args) < 2:
            raise TypeError('methodcaller needs at least one argument, the method name')
        self, name = args[0], args[1]
        if type(name) is not str:
            raise TypeError('method name must be a string')
        self._name = name
        self._args = args[2:]
        self._kwargs = kwargs

    def __call__(self, obj=_NOARG, /, *more, **kw):
        if more or kw or obj is _NOARG:
            _bad_call(self, obj, more, kw)
        return getattr(obj, self._name)(*self._args, **self._kwargs)

    def __repr__(self):
        parts = [repr(self._name)] + [repr(a) for a in self._args]
        parts += [f'{k}={v!r}' for k, v in self._kwargs.items()]
        return 'operator.methodcaller(' + ', '.join(parts) + ')'


def imatmul(a, b):
    a @= b
    return a


def call(*args, **kwargs):
    if not args:
        raise TypeError('call expected at least 1 argument, got 0')
    return args[0](*args[1:], **kwargs)


# the dunder spellings CPython's module also has (operator.__add__ is add)
(__lt__, __le__, __eq__, __ne__, __ge__, __gt__, __not__, __abs__, __add__, __and__,
 __floordiv__, __index__, __inv__, __invert__, __lshift__, __mod__, __mul__, __matmul__,
 __neg__, __or__, __pos__, __pow__, __rshift__, __sub__, __truediv__, __xor__,
 __concat__, __contains__, __delitem__, __getitem__, __setitem__, __iadd__, __iand__,
 __iconcat__, __ifloordiv__, __ilshift__, __imod__, __imul__, __imatmul__, __ior__,
 __ipow__, __irshift__, __isub__, __itruediv__, __ixor__, __call__) = (
    lt, le, eq, ne, ge, gt, not_, abs, add, and_, floordiv, index, inv, invert, lshift, mod,
    mul, matmul, neg, or_, pos, pow, rshift, sub, truediv, xor, concat, contains, delitem,
    getitem, setitem, iadd, iand, iconcat, ifloordiv, ilshift, imod, imul, imatmul, ior,
    ipow, irshift, isub, itruediv, ixor, call)
