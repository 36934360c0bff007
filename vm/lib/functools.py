# functools: the parts that need no user classes.  partial and lru_cache
# return closures (no .func/.args, no cache_info() until user classes
# exist); wraps and update_wrapper return the wrapper unchanged (functions
# take no attributes in baton).

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


def partial(func, *args, **keywords):
    if not callable(func):
        raise TypeError('the first argument must be callable')

    def call(*fargs, **fkeywords):
        kw = dict(keywords)
        kw.update(fkeywords)
        return func(*args, *fargs, **kw)
    return call


WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__', '__annotations__')
WRAPPER_UPDATES = ('__dict__',)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    def deco(wrapper):
        return wrapper
    return deco


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


def _lru_wrapper(user_function, maxsize, typed):
    cache = {}

    def wrapper(*args, **kwds):
        key = _make_key(args, kwds, typed)
        if key in cache:
            result = cache.pop(key)
            cache[key] = result
            return result
        result = user_function(*args, **kwds)
        if maxsize is None or maxsize > 0:
            cache[key] = result
            if maxsize is not None and len(cache) > maxsize:
                del cache[next(iter(cache))]
        return result
    return wrapper


def lru_cache(maxsize=128, typed=False):
    if type(maxsize) is int:
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and type(typed) is bool:
        return _lru_wrapper(maxsize, 128, typed)
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')

    def decorating_function(user_function):
        return _lru_wrapper(user_function, maxsize, typed)
    return decorating_function


def cache(user_function):
    return _lru_wrapper(user_function, None, False)
