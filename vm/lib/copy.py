# copy: copy and deepcopy as CPython 3.11's: the builtin containers
# directly; classes through __copy__/__deepcopy__, then __reduce_ex__ or
# __reduce__ if the class defines one, then the default reduction of
# object.__reduce_ex__(4) (a new object from cls.__new__, its __dict__ or
# __getstate__() as state, given to __setstate__ or put in the new
# __dict__, and the items of a list or dict subclass).  The memo is keyed
# by id(), so a __deepcopy__ written for CPython works.  Values that are
# neither containers nor instances of classes (functions, types, patterns,
# native objects) are returned as they are.

__all__ = ['Error', 'copy', 'deepcopy']


class Error(Exception):
    pass


error = Error

_DEPTH = 'maximum recursion depth exceeded'   # RecursionError's plain message

_ATOMIC = frozenset([type(None), int, float, bool, str, bytes, type, range,
                     type(len), type(Ellipsis), type(NotImplemented), type(lambda: 0),
                     property, slice, frozenset, tuple])


def _gen():
    yield


async def _coro():
    pass


async def _agen():
    yield


try:
    raise Error
except Error as _e:
    _tb = _e.__traceback__
# native objects whose state CPython cannot reduce: copy and deepcopy
# refuse them as its object.__reduce_ex__ does
_c = _coro()
_c.close()
_UNPICKLABLE = frozenset([type(_tb), type(_gen()), type(_c), type(_agen())])
del _tb, _c


def copy(x):
    kind = type(x)
    if kind is list or kind is dict or kind is set or kind is bytearray:
        return x.copy()
    if kind in _ATOMIC or isinstance(x, type):
        return x
    hook = getattr(kind, '__copy__', None)
    if hook is not None:
        return hook(x)
    recipe = _reduce(x, kind)
    if recipe is None or isinstance(recipe, str):
        return x
    return _reconstruct(x, None, *recipe)


def deepcopy(x, memo=None, _nil=[]):
    # memo maps id(original) -> its copy (so shared parts and cycles are
    # copied once); memo[id(memo)] keeps the originals alive meanwhile
    if memo is None:
        memo = {}
    key = id(x)
    done = memo.get(key, _nil)
    if done is not _nil:
        return done
    kind = type(x)
    if kind is list:
        twin = memo[key] = []
        try:
            for item in x:
                twin.append(deepcopy(item, memo))
        except RecursionError as e:
            # a deepcopy below could not start: CPython's list and dict
            # copiers meet the limit in a C call (id()) and say so (its
            # tuple copier at a Python call: plain); no call in this
            # handler, the stack is full
            if e.args == (_DEPTH,):
                e.args = (_DEPTH + ' while calling a Python object',)
            raise
    elif kind is dict:
        twin = memo[key] = {}
        try:
            for k, v in x.items():
                twin[deepcopy(k, memo)] = deepcopy(v, memo)
        except RecursionError as e:
            if e.args == (_DEPTH,):   # as for lists
                e.args = (_DEPTH + ' while calling a Python object',)
            raise
    elif kind is tuple:
        parts = [deepcopy(item, memo) for item in x]
        if key in memo:
            # a cycle through the tuple copied it meanwhile
            return memo[key]
        same = all(a is b for a, b in zip(x, parts))
        twin = x if same else tuple(parts)
    elif kind is set or kind is frozenset:
        if x:
            twin = kind(deepcopy(item, memo) for item in x)
        else:
            twin = x if kind is frozenset else set()
    elif kind is bytearray:
        twin = bytearray(x)
    elif kind in _ATOMIC or isinstance(x, type):
        twin = x
    else:
        hook = getattr(x, '__deepcopy__', None)
        if hook is not None:
            twin = hook(memo)
        else:
            recipe = _reduce(x, kind)
            twin = x if recipe is None or isinstance(recipe, str) else _reconstruct(x, memo, *recipe)
    if twin is not x:
        memo[key] = twin
        memo.setdefault(id(memo), []).append(x)
    return twin


def _reduce(x, cls):
    # x's reduction (callable, args, state, listitems, dictitems), a string
    # (x is global: copied as itself), or None (not an instance of a class:
    # copied as itself)
    if cls in _UNPICKLABLE:
        raise TypeError(f"cannot pickle '{cls.__name__}' object")
    by_protocol = getattr(cls, '__reduce_ex__', None)
    if by_protocol is not None:
        return by_protocol(x, 4)
    plain = getattr(cls, '__reduce__', None)
    if plain is not None:
        return plain(x)
    if not hasattr(x, '__dict__') and not _slots(cls) and \
            not isinstance(x, (list, dict, set, tuple, int, float, str, bytes)):
        return None
    if isinstance(x, BaseException):
        # BaseException.__reduce__: the class, its args, its __dict__
        return cls, x.args, getattr(x, '__dict__', None) or None
    getnewargs = getattr(cls, '__getnewargs__', None)
    if getnewargs is not None:
        args = getnewargs(x)
    elif isinstance(x, tuple):
        args = (tuple(x),)
    elif isinstance(x, (int, float, str, bytes)):
        args = (_base_value(x),)
    else:
        args = ()
    if isinstance(x, (set, frozenset)):
        return cls, (list(x),), _state(x, cls)
    return (_newobj, (cls,) + tuple(args), _state(x, cls),
            iter(x) if isinstance(x, list) else None,
            iter(x.items()) if isinstance(x, dict) else None)


def _base_value(x):
    for t in (bool, int, float, str, bytes):
        if isinstance(x, t):
            return t(x)
    return x


def _newobj(cls, *args):
    return cls.__new__(cls, *args)


def _slots(cls):
    names = []
    for c in getattr(cls, '__mro__', ()):
        sl = getattr(c, '__dict__', {}).get('__slots__', ())
        for name in ((sl,) if isinstance(sl, str) else sl):
            if name not in ('__dict__', '__weakref__') and name not in names:
                names.append(name)
    return names


def _state(x, cls):
    # object.__getstate__'s: the __dict__, or (__dict__ or None, slot values)
    getstate = getattr(cls, '__getstate__', None)
    if getstate is not None:
        return getstate(x)
    d = getattr(x, '__dict__', None)
    d = dict(d) if d else None
    slots = {}
    for name in _slots(cls):
        try:
            slots[name] = getattr(x, name)
        except AttributeError:
            pass
    return (d, slots) if slots else d


def _set_state(y, state):
    # what unpickling does with a reduction's state when the class has no
    # __setstate__: a dict for __dict__, or (dict or None, slot values)
    slot_values = None
    if isinstance(state, tuple) and len(state) == 2:
        state, slot_values = state
    if state:
        y.__dict__.update(state)
    for name, v in (slot_values or {}).items():
        setattr(y, name, v)


def _reconstruct(x, memo, func, args, state=None, listiter=None, dictiter=None,
                 state_setter=None):
    # build the copy from x's reduction; deep (memo given) copies the
    # arguments, the state and the items on the way
    deep = memo is not None
    if deep:
        def take(v):
            return deepcopy(v, memo)
    else:
        def take(v):
            return v
    y = func(*(take(args) if args else args))
    if deep:
        memo[id(x)] = y
    if state is not None:
        state = take(state)
        if state_setter is not None:
            state_setter(y, state)
        elif (hasattr(type(y), '__setstate__') if isinstance(y, BaseException)
              else hasattr(y, '__setstate__')):
            # (an exception's is BaseException.__setstate__ in CPython,
            # which baton's lacks: not one a class's __getattr__ makes up)
            y.__setstate__(state)
        else:
            _set_state(y, state)
    for item in listiter or ():
        y.append(take(item))
    for k, v in dictiter or ():
        k = take(k)
        y[k] = take(v)
    return y
