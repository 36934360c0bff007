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

_ATOMIC = frozenset([type(None), int, float, bool, str, bytes, type, range,
                     type(len), type(Ellipsis), type(NotImplemented), type(lambda: 0),
                     property, slice, frozenset, tuple])


def copy(x):
    cls = type(x)
    if cls is list or cls is dict or cls is set or cls is bytearray:
        return x.copy()
    if cls in _ATOMIC or isinstance(x, type):
        return x
    copier = getattr(cls, '__copy__', None)
    if copier is not None:
        return copier(x)
    rv = _reduce(x, cls)
    if rv is None or isinstance(rv, str):
        return x
    return _reconstruct(x, None, *rv)


def deepcopy(x, memo=None, _nil=[]):
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if cls is list:
        y = []
        memo[d] = y
        for a in x:
            y.append(deepcopy(a, memo))
    elif cls is dict:
        y = {}
        memo[d] = y
        for k, v in x.items():
            y[deepcopy(k, memo)] = deepcopy(v, memo)
    elif cls is tuple:
        y = [deepcopy(a, memo) for a in x]
        # a cycle through the tuple may have copied it already
        try:
            return memo[d]
        except KeyError:
            pass
        for k, j in zip(x, y):
            if k is not j:
                y = tuple(y)
                break
        else:
            y = x
    elif cls is set or cls is frozenset:
        y = cls(deepcopy(a, memo) for a in x) if x else x if cls is frozenset else set()
    elif cls is bytearray:
        y = bytearray(x)
    elif cls in _ATOMIC or isinstance(x, type):
        y = x
    else:
        copier = getattr(x, '__deepcopy__', None)
        if copier is not None and not isinstance(x, type):
            y = copier(memo)
        else:
            rv = _reduce(x, cls)
            if rv is None or isinstance(rv, str):
                y = x
            else:
                y = _reconstruct(x, memo, *rv)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _keep_alive(x, memo):
    # the originals stay alive while the memo does, so their ids are not reused
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _reduce(x, cls):
    """x's reduction (callable, args, state, listitems, dictitems), a string
    (x is global: copied as itself), or None (not an instance of a class:
    copied as itself)."""
    reductor = getattr(cls, '__reduce_ex__', None)
    if reductor is not None:
        return reductor(x, 4)
    reductor = getattr(cls, '__reduce__', None)
    if reductor is not None:
        return reductor(x)
    if not hasattr(x, '__dict__') and not _slots(cls) and \
            not isinstance(x, (list, dict, set, tuple, int, float, str, bytes)):
        return None
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


def _reconstruct(x, memo, func, args, state=None, listiter=None, dictiter=None,
                 state_setter=None):
    deep = memo is not None
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        if state_setter is not None:
            state_setter(y, state)
        elif hasattr(y, '__setstate__'):
            y.__setstate__(state)
        else:
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            else:
                slotstate = None
            if state:
                y.__dict__.update(state)
            if slotstate:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    if listiter is not None:
        for item in listiter:
            y.append(deepcopy(item, memo) if deep else item)
    if dictiter is not None:
        for key, value in dictiter:
            if deep:
                key = deepcopy(key, memo)
                value = deepcopy(value, memo)
            y[key] = value
    return y
