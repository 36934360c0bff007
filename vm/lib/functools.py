# functools, after CPython 3.11's behaviour: partial, the lru_cache
# wrapper, cached_property, singledispatchmethod and partialmethod are user
# classes; singledispatch returns a function with attributes, as CPython's.


# functools.recursive_repr is reprlib's, as in CPython, imported at its
# first use (a __lazy__ name: vm/lib/lib.c, module_lazy), so that an import
# of functools does not import reprlib and itertools
def _make_recursive_repr():
    global recursive_repr
    from reprlib import recursive_repr
    __lazy__.pop('recursive_repr', None)


__lazy__ = {'recursive_repr': _make_recursive_repr}

_MISSING = []


def _py_reduce(*args, **kwargs):
    # the Python version of the native reduce (functools.c), for functions
    # and iterables it does not fold itself; the argument messages are the C
    # function's
    if kwargs:
        raise TypeError('reduce() takes no keyword arguments')
    if not 2 <= len(args) <= 3:
        bound = 'least 2' if len(args) < 2 else 'most 3'
        raise TypeError(f'reduce expected at {bound} arguments, got {len(args)}')
    function, iterable, initial = (args + (_MISSING,))[:3]
    try:
        items = iter(iterable)
    except TypeError:
        raise TypeError('reduce() arg 2 must support iteration') from None
    acc = initial
    if acc is _MISSING:
        acc = next(items, _MISSING)
        if acc is _MISSING:
            raise TypeError('reduce() of empty iterable with no initial value')
    for x in items:
        acc = function(acc, x)
    return acc


def _partial_repr(p, name):
    parts = [repr(p.func)]
    parts.extend(repr(x) for x in p.args)
    parts.extend(f'{k}={v!r}' for (k, v) in p.keywords.items())
    return f'{name}({", ".join(parts)})'


def _flatten(func, args, kwargs):
    # a partial of a partial is one partial: its arguments come first and
    # the outer keywords override its keywords
    if isinstance(func, partial):
        return func.func, func.args + args, dict(func.keywords, **kwargs)
    return func, args, kwargs


class partial:
    __class_getitem__ = classmethod(type(list[int]))   # types.GenericAlias

    def __init__(self, *args, **keywords):
        if not args:
            raise TypeError("type 'partial' takes at least one argument")
        if not callable(args[0]):
            raise TypeError('the first argument must be callable')
        self.func, self.args, self.keywords = _flatten(args[0], args[1:], keywords)

    def __call__(self, /, *args, **keywords):
        return self.func(*self.args, *args, **{**self.keywords, **keywords})

    def __repr__(self):
        # reached again through its own arguments: '...' (CPython's Py_ReprEnter)
        from collections import _guarded_repr
        return _guarded_repr(self, '...', lambda: _partial_repr(self, 'functools.partial'))


WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__', '__annotations__')
WRAPPER_UPDATES = ('__dict__',)


# getattr and setattr refuse dunder names in baton: the names update_wrapper
# copies are read and written as attributes.
def _wrapper_get(obj, attr):
    if attr == '__module__':
        return obj.__module__
    if attr == '__name__':
        return obj.__name__
    if attr == '__qualname__':
        return obj.__qualname__
    if attr == '__doc__':
        return obj.__doc__
    if attr == '__annotations__':
        return obj.__annotations__
    if attr == '__dict__':
        return obj.__dict__
    return getattr(obj, attr)


def _wrapper_set(obj, attr, value):
    if attr == '__module__':
        obj.__module__ = value
    elif attr == '__name__':
        obj.__name__ = value
    elif attr == '__qualname__':
        obj.__qualname__ = value
    elif attr == '__doc__':
        obj.__doc__ = value
    elif attr == '__annotations__':
        obj.__annotations__ = value
    else:
        setattr(obj, attr, value)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    # copy what wrapped has of `assigned`, merge its `updated` dicts into
    # wrapper's, and point __wrapped__ at it
    for name in assigned:
        try:
            found = _wrapper_get(wrapped, name)
        except AttributeError:
            continue
        _wrapper_set(wrapper, name, found)
    for name in updated:
        try:
            extra = _wrapper_get(wrapped, name)
        except AttributeError:
            extra = {}
        _wrapper_get(wrapper, name).update(extra)
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)


def _make_key(args, kwds, typed):
    key = args
    if kwds:
        key += (_MISSING_KW,)
        for item in kwds.items():
            key += item
    if typed:
        key += tuple([type(v) for v in args])
        if kwds:
            key += tuple([type(v) for v in kwds.values()])
    elif len(key) == 1 and type(key[0]) in (int, str):
        return key[0]
    return key


_MISSING_KW = ('<kwd_mark>',)


class _CacheInfo(tuple):
    def __new__(cls, hits, misses, maxsize, currsize):
        return super().__new__(cls, (hits, misses, maxsize, currsize))

    hits = property(lambda self: self[0])
    misses = property(lambda self: self[1])
    maxsize = property(lambda self: self[2])
    currsize = property(lambda self: self[3])

    def __repr__(self):
        return (f'CacheInfo(hits={self[0]!r}, misses={self[1]!r}, '
                f'maxsize={self[2]!r}, currsize={self[3]!r})')


class _lru_cache_wrapper:
    # a class instance (snapshots store it).  On a method, __get__ binds
    # self as a partial (CPython's gives a bound method).
    def __init__(self, user_function, maxsize, typed):
        self.__wrapped__ = user_function
        self._maxsize = maxsize
        self._typed = typed
        self._cache = {}
        self._hits = 0
        self._misses = 0

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return partial(self, obj)

    def __call__(self, *args, **kwds):
        key = _make_key(args, kwds, self._typed)
        cache = self._cache
        if key in cache:
            self._hits += 1
            if self._maxsize is None:
                return cache[key]   # unbounded: no recency order to keep
            result = cache.pop(key)
            cache[key] = result
            return result
        self._misses += 1
        result = self.__wrapped__(*args, **kwds)
        maxsize = self._maxsize
        if maxsize is None or maxsize > 0:
            cache[key] = result
            if maxsize is not None and len(cache) > maxsize:
                del cache[next(iter(cache))]
        return result

    def cache_info(self):
        return _CacheInfo(self._hits, self._misses, self._maxsize, len(self._cache))

    def cache_clear(self):
        self._cache.clear()
        self._hits = self._misses = 0

    def cache_parameters(self):
        return {'maxsize': self._maxsize, 'typed': self._typed}


def _lru_wrapper(user_function, maxsize, typed):
    # the wrapper takes the function's __name__, __doc__... as CPython's
    return update_wrapper(_lru_cache_wrapper(user_function, maxsize, typed), user_function)


def lru_cache(maxsize=128, typed=False):
    # @lru_cache (the function itself given), @lru_cache(n), @lru_cache(None)
    if isinstance(maxsize, int) and not isinstance(maxsize, bool):
        maxsize = max(maxsize, 0)
    elif maxsize is None:
        pass
    elif callable(maxsize) and isinstance(typed, bool):
        return _lru_wrapper(maxsize, 128, typed)
    else:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorating_function(user_function):
        return _lru_wrapper(user_function, maxsize, typed)
    return decorating_function


def cache(user_function, /):
    return _lru_wrapper(user_function, None, False)


def cmp_to_key(mycmp):
    class K:
        __slots__ = ['obj']

        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0

        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0

        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0

        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0

        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0

        __hash__ = None
    return K


# How total_ordering fills in the comparisons a class lacks from the one
# it defines (the root): each derived operator takes the root's result r
# (NotImplemented passes through), optionally negates it, and optionally
# settles the equal case: 'or' gives `r or self == other`, 'and' gives
# `r and self != other`.
_DERIVATIONS = {
    '__lt__': (('__gt__', True, 'and'), ('__le__', False, 'or'), ('__ge__', True, None)),
    '__le__': (('__ge__', True, 'or'), ('__lt__', False, 'and'), ('__gt__', True, None)),
    '__gt__': (('__lt__', True, 'and'), ('__ge__', False, 'or'), ('__le__', True, None)),
    '__ge__': (('__le__', True, 'or'), ('__gt__', False, 'and'), ('__lt__', True, None)),
}
# (the root read with attribute syntax: getattr refuses dunder names)
_ROOT_OF = {'__lt__': lambda t: t.__lt__, '__le__': lambda t: t.__le__,
            '__gt__': lambda t: t.__gt__, '__ge__': lambda t: t.__ge__}


def _derive(root, name, negate, settle):
    lookup = _ROOT_OF[root]

    def derived(self, other):
        r = lookup(type(self))(self, other)
        if r is NotImplemented:
            return r
        if negate:
            r = not r
        if settle == 'or':
            return r or self == other
        if settle == 'and':
            return r and self != other
        return r
    derived.__name__ = name
    derived.__qualname__ = '_%s_from_%s' % (name[2:4], root[2:4])
    return derived


_convert = {root: [(name, _derive(root, name, negate, settle))
                   for name, negate, settle in plan]
            for root, plan in _DERIVATIONS.items()}


def _defines(cls, op):
    for k in cls.__mro__:
        try:
            if op in vars(k):
                return True
        except TypeError:
            pass
    return False


def total_ordering(cls):
    roots = {op for op in _convert if _defines(cls, op)}
    if not roots:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    for name, fn in _convert[max(roots)]:
        if name not in roots:
            setattr(cls, name, fn)
    return cls


class cached_property:
    # a non-data descriptor: the first read computes the value and keeps it
    # in the instance's __dict__, which later reads find first
    def __init__(self, func):
        self.func, self.attrname, self.__doc__ = func, None, func.__doc__

    def __set_name__(self, owner, name):
        known = self.attrname
        if known is not None and known != name:
            raise TypeError('Cannot assign the same cached_property to two different names '
                            f'({known!r} and {name!r}).')
        self.attrname = name

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        name = self.attrname
        if name is None:
            raise TypeError('Cannot use cached_property instance without calling __set_name__ on it.')
        try:
            store = instance.__dict__
        except AttributeError:
            raise TypeError(f"No '__dict__' attribute on {type(instance).__name__!r} "
                            f'instance to cache {name!r} property.') from None
        try:
            return store[name]
        except KeyError:
            pass
        value = self.func(instance)
        store[name] = value
        return value


def _dispatch_type(cls):
    # a class, or a union (X | Y, typing.Union[X, Y]) whose members all are
    return isinstance(cls, type) or (_union_type(cls) and _union_args_ok(cls))


def _union_type(cls):
    if isinstance(cls, type):
        return False
    from typing import get_origin, Union
    import types
    return get_origin(cls) in (Union, types.UnionType)


def _union_args_ok(cls):
    from typing import get_args
    return all(isinstance(a, type) for a in get_args(cls))


def _register_kind(registry, kind, func):
    if _union_type(kind):
        from typing import get_args
        for a in get_args(kind):
            registry[a] = func
    else:
        registry[kind] = func


def _find_impl(cls, registry):
    # the first class of cls's MRO that has an implementation; then the
    # registered classes cls only virtually subclasses (ABCs), the most
    # derived of them
    for c in cls.__mro__:
        if c is not object and c in registry:
            return registry[c]
    best = None
    for k in registry:
        if k is not object and issubclass(cls, k):
            if best is None or issubclass(k, best):
                best = k
            elif not issubclass(best, k):
                raise RuntimeError(f'Ambiguous dispatch: {best} or {k}')
    return registry[object if best is None else best]


def singledispatch(func):
    registry = {}

    def dispatch(cls):
        return _find_impl(cls, registry)

    def register(cls, func=None):
        # register(T, f); @register(T); or @register on a function whose
        # first parameter's annotation names the type
        if _dispatch_type(cls):
            if func is None:
                return lambda f: register(cls, f)
            _register_kind(registry, cls, func)
            return func
        if func is not None:
            raise TypeError(f'Invalid first argument to `register()`. '
                            f'{cls!r} is not a class or union type.')
        if not getattr(cls, '__annotations__', {}):
            raise TypeError(f'Invalid first argument to `register()`: {cls!r}. '
                            'Use either `@register(some_class)` or plain `@register` '
                            'on an annotated function.')
        from typing import get_type_hints
        param, kind = next(iter(get_type_hints(cls).items()))
        if not _dispatch_type(kind):
            if _union_type(kind):
                raise TypeError(f'Invalid annotation for {param!r}. '
                                f'{kind!r} not all arguments are classes.')
            raise TypeError(f'Invalid annotation for {param!r}. {kind!r} is not a class.')
        _register_kind(registry, kind, cls)
        return cls

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f'{funcname} requires at least 1 positional argument')
        return dispatch(type(args[0]))(*args, **kw)

    funcname = getattr(func, '__name__', 'singledispatch function')
    registry[object] = func
    for attr, v in (('register', register), ('dispatch', dispatch), ('registry', registry),
                    ('_clear_cache', lambda: None)):
        setattr(wrapper, attr, v)
    return update_wrapper(wrapper, func)


def _check_method_target(func):
    if not callable(func) and not hasattr(func, '__get__'):
        raise TypeError(f'{func!r} is not callable or a descriptor')


class singledispatchmethod:
    def __init__(self, func):
        _check_method_target(func)
        self.dispatcher, self.func = singledispatch(func), func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        pick = self.dispatcher.dispatch

        def _method(*args, **kwargs):
            return pick(type(args[0])).__get__(obj, cls)(*args, **kwargs)
        _method.register = self.register
        return update_wrapper(_method, self.func)


class partialmethod:
    def __init__(self, func, /, *args, **keywords):
        _check_method_target(func)
        if isinstance(func, partialmethod):
            args = func.args + args
            keywords = dict(func.keywords, **keywords)
            func = func.func
        self.func, self.args, self.keywords = func, args, keywords

    def __repr__(self):
        return _partial_repr(self, 'functools.partialmethod')

    def __get__(self, obj, cls=None):
        if obj is None:
            def _method(cls_or_self, /, *args, **keywords):
                return self.func(cls_or_self, *self.args, *args, **{**self.keywords, **keywords})
            return _method
        return partial(self.func.__get__(obj, cls), *self.args, **self.keywords)
