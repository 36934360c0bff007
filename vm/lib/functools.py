# functools, after CPython 3.11's behaviour: partial, the lru_cache
# wrapper, cached_property, singledispatchmethod and partialmethod are user
# classes; singledispatch returns a function with attributes, as CPython's.

_MISSING = []


def reduce(function, iterable, initial=_MISSING):
    it = iter(iterable)
    if initial is _MISSING:
        for value in it:
            break
        else:
            raise TypeError('reduce() of empty iterable with no initial value')
    else:
        value = initial
    for element in it:
        value = function(value, element)
    return value


def _partial_repr(p, name):
    parts = [repr(p.func)]
    parts.extend(repr(x) for x in p.args)
    parts.extend(f'{k}={v!r}' for (k, v) in p.keywords.items())
    return f'{name}({", ".join(parts)})'


class partial:
    def __init__(self, *args, **keywords):
        if not args:
            raise TypeError("type 'partial' takes at least one argument")
        func, *args = args
        args = tuple(args)
        if not callable(func):
            raise TypeError('the first argument must be callable')
        if isinstance(func, partial):
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        self.func = func
        self.args = args
        self.keywords = keywords

    def __call__(self, /, *args, **keywords):
        keywords = {**self.keywords, **keywords}
        return self.func(*self.args, *args, **keywords)

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
    for attr in assigned:
        try:
            value = _wrapper_get(wrapped, attr)
        except AttributeError:
            pass
        else:
            _wrapper_set(wrapper, attr, value)
    for attr in updated:
        try:
            source = _wrapper_get(wrapped, attr)
        except AttributeError:
            source = {}
        _wrapper_get(wrapper, attr).update(source)
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
    if isinstance(maxsize, int) and not isinstance(maxsize, bool):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        return _lru_wrapper(maxsize, 128, typed)
    elif maxsize is not None:
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


def _gt_from_lt(self, other):
    op_result = type(self).__lt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result and self != other


def _le_from_lt(self, other):
    op_result = type(self).__lt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result or self == other


def _ge_from_lt(self, other):
    op_result = type(self).__lt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


def _ge_from_le(self, other):
    op_result = type(self).__le__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result or self == other


def _lt_from_le(self, other):
    op_result = type(self).__le__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result and self != other


def _gt_from_le(self, other):
    op_result = type(self).__le__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


def _lt_from_gt(self, other):
    op_result = type(self).__gt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result and self != other


def _ge_from_gt(self, other):
    op_result = type(self).__gt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result or self == other


def _le_from_gt(self, other):
    op_result = type(self).__gt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


def _le_from_ge(self, other):
    op_result = type(self).__ge__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result or self == other


def _gt_from_ge(self, other):
    op_result = type(self).__ge__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result and self != other


def _lt_from_ge(self, other):
    op_result = type(self).__ge__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result


_convert = {
    '__lt__': [('__gt__', _gt_from_lt), ('__le__', _le_from_lt), ('__ge__', _ge_from_lt)],
    '__le__': [('__ge__', _ge_from_le), ('__lt__', _lt_from_le), ('__gt__', _gt_from_le)],
    '__gt__': [('__lt__', _lt_from_gt), ('__ge__', _ge_from_gt), ('__le__', _le_from_gt)],
    '__ge__': [('__le__', _le_from_ge), ('__gt__', _gt_from_ge), ('__lt__', _lt_from_ge)],
}


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
    root = max(roots)
    for opname, opfunc in _convert[root]:
        if opname not in roots:
            setattr(cls, opname, opfunc)
    return cls


_NOT_FOUND = []


class cached_property:
    # a non-data descriptor: the first read computes the value and keeps it
    # in the instance's __dict__, which later reads find first
    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError('Cannot assign the same cached_property to two different names '
                            f'({self.attrname!r} and {name!r}).')

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        if self.attrname is None:
            raise TypeError('Cannot use cached_property instance without calling __set_name__ on it.')
        try:
            cache = instance.__dict__
        except AttributeError:
            raise TypeError(f"No '__dict__' attribute on {type(instance).__name__!r} "
                            f'instance to cache {self.attrname!r} property.') from None
        val = cache.get(self.attrname, _NOT_FOUND)
        if val is _NOT_FOUND:
            val = self.func(instance)
            cache[self.attrname] = val
        return val


def _dispatch_type(cls):
    return isinstance(cls, type)


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
        if _dispatch_type(cls):
            if func is None:
                return lambda f: register(cls, f)
        else:
            if func is not None:
                raise TypeError(f'Invalid first argument to `register()`. '
                                f'{cls!r} is not a class or union type.')
            ann = getattr(cls, '__annotations__', {})
            if not ann:
                raise TypeError(f'Invalid first argument to `register()`: {cls!r}. '
                                'Use either `@register(some_class)` or plain `@register` '
                                'on an annotated function.')
            func = cls
            from typing import get_type_hints
            argname, cls = next(iter(get_type_hints(func).items()))
            if not _dispatch_type(cls):
                raise TypeError(f'Invalid annotation for {argname!r}. {cls!r} is not a class.')
        registry[cls] = func
        return func

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f'{funcname} requires at least 1 positional argument')
        return dispatch(type(args[0]))(*args, **kw)

    funcname = getattr(func, '__name__', 'singledispatch function')
    registry[object] = func
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    wrapper._clear_cache = lambda: None
    update_wrapper(wrapper, func)
    return wrapper


class singledispatchmethod:
    def __init__(self, func):
        if not callable(func) and not hasattr(func, '__get__'):
            raise TypeError(f'{func!r} is not callable or a descriptor')
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        def _method(*args, **kwargs):
            method = self.dispatcher.dispatch(type(args[0]))
            return method.__get__(obj, cls)(*args, **kwargs)
        _method.register = self.register
        update_wrapper(_method, self.func)
        return _method


class partialmethod:
    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not hasattr(func, '__get__'):
            raise TypeError(f'{func!r} is not callable or a descriptor')
        if isinstance(func, partialmethod):
            self.func = func.func
            self.args = func.args + args
            self.keywords = {**func.keywords, **keywords}
        else:
            self.func = func
            self.args = args
            self.keywords = keywords

    def __repr__(self):
        return _partial_repr(self, 'functools.partialmethod')

    def __get__(self, obj, cls=None):
        if obj is None:
            def _method(cls_or_self, /, *args, **keywords):
                keywords = {**self.keywords, **keywords}
                return self.func(cls_or_self, *self.args, *args, **keywords)
            return _method
        return partial(self.func.__get__(obj, cls), *self.args, **self.keywords)
