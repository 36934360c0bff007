# collections: Counter, defaultdict, OrderedDict, deque, namedtuple and
# ChainMap as user classes (subclasses of dict and tuple where CPython's
# are), written after CPython 3.11's behaviour.  deque keeps its items in
# a ring that the natives of collections.c change (O(1) at both ends, as
# CPython's).
# namedtuple builds its class from closures (baton has no exec).


def _name_of(cls):
    return cls.__name__


# The objects whose repr is being made (CPython's Py_ReprEnter): a repr
# that reaches its own object again shows a placeholder instead.
_REPR_RUNNING = []
_GenericAlias = type(list[int])     # types.GenericAlias, without importing types


def _guarded_repr(obj, placeholder, make):
    for r in _REPR_RUNNING:
        if r is obj:
            return placeholder
    _REPR_RUNNING.append(obj)
    try:
        return make()
    finally:
        for i in range(len(_REPR_RUNNING) - 1, -1, -1):
            if _REPR_RUNNING[i] is obj:
                del _REPR_RUNNING[i]
                break


def _counter_cmp(test):
    # a rich comparison of Counters: test holds for every key of either
    # side (a missing key counts 0)
    def compare(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for side in (self, other):
            for k in side:
                if not test(self[k], other[k]):
                    return False
        return True
    return compare


def _counter_strict(weak):
    # < and >: the weak comparison and not equal, both through the
    # operators (a subclass's own <=, >= or != counts)
    def compare(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return weak(self, other) and self != other
    return compare


def _counter_merge(rule, both_sides=True, negate=False):
    # a new Counter holding rule(mine, theirs) wherever that is positive:
    # self's keys in order, then (both_sides) the keys only other has,
    # with CPython's comparisons: theirs if theirs > 0 (-theirs if
    # theirs < 0 when negate), so an unorderable count fails the same way
    def merge(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        out = Counter()
        for k, mine in self.items():
            n = rule(mine, other[k])
            if n > 0:
                out[k] = n
        if both_sides:
            for k, theirs in other.items():
                if k not in self:
                    if negate:
                        if theirs < 0:
                            out[k] = 0 - theirs
                    elif theirs > 0:
                        out[k] = theirs
        return out
    return merge


class Counter(dict):
    def __init__(self, iterable=None, /, **kwds):
        super().__init__()
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        # int and float counts sorted natively (None: some other count)
        got = _most_common(self, n)
        if got is not None:
            return got
        if n is None:
            return sorted(self.items(), key=lambda pair: pair[1], reverse=True)
        # as CPython: heapq.nlargest, so a bad n fails with its errors
        import heapq
        return heapq.nlargest(n, self.items(), key=lambda pair: pair[1])

    def elements(self):
        # as CPython: chain.from_iterable(starmap(repeat, items)), so a
        # count past ssize_t fails with repeat's OverflowError
        import itertools
        return itertools.chain.from_iterable(itertools.starmap(itertools.repeat, self.items()))

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        if iterable is None:
            pass
        elif isinstance(iterable, dict):
            if not self:
                for k, n in iterable.items():
                    self[k] = n
            else:
                for k, n in iterable.items():
                    self[k] = n + self.get(k, 0)
        else:
            if type(iterable) in (list, tuple, str):
                # the native counts the plain part; the rest is counted here
                done = _count_elements(self, iterable)
                if done:
                    iterable = iterable[done:]
            # the dict itself when the class keeps dict's get and
            # __setitem__ (decided once, as CPython's _count_elements)
            d = _counts_dict(self)
            if d is None:
                for k in iterable:
                    self[k] = self.get(k, 0) + 1
            else:
                get = d.get
                for k in iterable:
                    d[k] = get(k, 0) + 1
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is None:
            pass
        elif isinstance(iterable, dict):
            for k, n in iterable.items():
                self[k] = self.get(k, 0) - n
        else:
            for k in iterable:
                self[k] = self.get(k, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return type(self)(self)

    def __delitem__(self, elem):
        if elem in self:
            super().__delitem__(elem)

    def __repr__(self):
        name = type(self).__name__
        return '%s(%r)' % (name, dict(self.most_common())) if self else name + '()'

    __eq__ = _counter_cmp(lambda a, b: a == b)
    __le__ = _counter_cmp(lambda a, b: a <= b)
    __ge__ = _counter_cmp(lambda a, b: a >= b)
    __lt__ = _counter_strict(lambda a, b: a <= b)
    __gt__ = _counter_strict(lambda a, b: a >= b)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    __add__ = _counter_merge(lambda a, b: a + b)
    __sub__ = _counter_merge(lambda a, b: a - b, True, True)
    __or__ = _counter_merge(lambda a, b: b if a < b else a)
    __and__ = _counter_merge(lambda a, b: a if a < b else b, False)

    def _signed(self, flip):
        out = Counter()
        for k, n in self.items():
            if (n < 0) if flip else (n > 0):
                out[k] = 0 - n if flip else n
        return out

    def __pos__(self):
        return self._signed(False)

    def __neg__(self):
        return self._signed(True)

    def _keep_positive(self):
        for k in [k for k, n in self.items() if not n > 0]:
            del self[k]
        return self

    def __iadd__(self, other):
        for k, n in other.items():
            self[k] += n
        return self._keep_positive()

    def __isub__(self, other):
        for k, n in other.items():
            self[k] -= n
        return self._keep_positive()

    def __ior__(self, other):
        for k, theirs in other.items():
            if theirs > self[k]:
                self[k] = theirs
        return self._keep_positive()

    def __iand__(self, other):
        for k, mine in list(self.items()):
            theirs = other[k]
            if theirs < mine:
                self[k] = theirs
        return self._keep_positive()


def _joined(self, other, start, mirrored):
    # self | other (other | self when mirrored) for the dict subclasses:
    # start(first, second) makes the result from the left operand, then the
    # right one is merged in
    if not isinstance(other, dict):
        return NotImplemented
    first, second = (other, self) if mirrored else (self, other)
    result = start(first, second)
    result.update(second)
    return result


class defaultdict(dict):
    __slots__ = ('default_factory',)

    def __init__(self, default_factory=None, /, *args, **kwds):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        super().__init__(*args, **kwds)
        self.default_factory = default_factory

    def __missing__(self, key):
        if self.default_factory is None:
            raise KeyError(key)
        value = self.default_factory()
        self[key] = value
        return value

    def copy(self):
        return defaultdict(self.default_factory, self)

    def __repr__(self):
        f = self.default_factory
        if f is None:
            fr = 'None'
        else:
            fr = repr(f)
        # the dict part shows {...} when reentered (CPython's dict_repr of self)
        body = _guarded_repr(self, '{...}', lambda: repr(dict(self)))
        return f'{self.__class__.__name__}({fr}, {body})'

    def __or__(self, other):
        return _joined(self, other, lambda a, b: defaultdict(self.default_factory, a), False)

    def __ror__(self, other):
        return _joined(self, other, lambda a, b: defaultdict(self.default_factory, a), True)


class _KeyCatch:
    # stands for a key in one dict lookup and keeps the stored key that
    # compares equal to it (the dict asks the stored key first, which
    # gives NotImplemented, then this)
    __slots__ = ('key', 'found')

    def __init__(self, key):
        self.key = key
        self.found = key

    def __hash__(self):
        return hash(self.key)

    def __eq__(self, other):
        if other is self.key or other == self.key:
            self.found = other
            return True
        return False


def _stored_key(d, key):
    catch = _KeyCatch(key)
    if dict.__contains__(d, catch):
        return catch.found
    # a stored key's own __eq__ said no to the stand-in: look at each
    for k in dict.keys(d):
        if k is key or k == key:
            return k
    return key


class OrderedDict(dict):
    # popitem and move_to_end work on the dict itself, never through a
    # subclass's __getitem__/__setitem__/pop (an LRU cache subclass calls
    # move_to_end from its __setitem__), as CPython's C methods do
    def popitem(self, last=True):
        if not self:
            raise KeyError('dictionary is empty')
        if last:
            return dict.popitem(self)
        return _od_pop_first(self)

    def move_to_end(self, key, last=True):
        # to the end natively for a key of a builtin type (None: not done)
        if last is True and _od_move_last(self, key):
            return
        value = dict.__getitem__(self, key)
        if type(key) is not str:
            # the key stays the stored one (1 where True is asked for)
            key = _stored_key(self, key)
        if last:
            dict.__delitem__(self, key)
            dict.__setitem__(self, key, value)
        else:
            rest = [(k, v) for k, v in dict.items(self) if k is not key and k != key]
            dict.clear(self)
            dict.__setitem__(self, key, value)
            for k, v in rest:
                dict.__setitem__(self, k, v)

    def __eq__(self, other):
        # order counts only between two OrderedDicts
        if not isinstance(other, dict):
            return NotImplemented
        same = dict(self) == dict(other)
        if same and isinstance(other, OrderedDict):
            same = list(self) == list(other)
        return same

    def __ne__(self, other):
        verdict = self.__eq__(other)
        return verdict if verdict is NotImplemented else not verdict

    def copy(self):
        return self.__class__(self)

    # views named odict_keys, odict_values, odict_items (dict's otherwise)
    def keys(self):
        return _odict_view(self, 0)

    def values(self):
        return _odict_view(self, 1)

    def items(self):
        return _odict_view(self, 2)

    @classmethod
    def fromkeys(cls, iterable, value=None):
        self = cls()
        for key in iterable:
            self[key] = value
        return self

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        return _guarded_repr(self, '...',
                             lambda: f'{self.__class__.__name__}({list(self.items())!r})')

    def __or__(self, other):
        return _joined(self, other, lambda a, b: type(self)(a), False)

    def __ror__(self, other):
        return _joined(self, other, lambda a, b: type(self)(a), True)

    def __ior__(self, other):
        self.update(other)
        return self


_SSIZE_MAX = 2 ** 63 - 1
_NO_STOP = object()


def _index_of(n):
    if isinstance(n, int):
        return n
    if hasattr(type(n), '__index__'):
        return type(n).__index__(n)
    raise TypeError(f"'{type(n).__name__}' object cannot be interpreted as an integer")


def _ssize(n):
    if not -_SSIZE_MAX - 1 <= n <= _SSIZE_MAX:
        raise OverflowError('Python int too large to convert to C ssize_t')
    return n


def _dq_index(i):
    # a deque index as CPython reads it: an int, or an __index__'s int
    if not isinstance(i, int):
        if not hasattr(type(i), '__index__'):
            raise TypeError(f"sequence index must be integer, not '{type(i).__name__}'")
        i = type(i).__index__(i)
        if not isinstance(i, int):
            raise TypeError(f'__index__ returned non-int (type {type(i).__name__})')
    if not -_SSIZE_MAX - 1 <= i <= _SSIZE_MAX:
        raise IndexError("cannot fit 'int' into an index-sized integer")
    return int(i)


# the Python versions of the natives _dq_getitem... (collections.c), for
# what they do not take: an index or count that is not an int, an
# iterable that is not a list or tuple
def _dq_getitem_py(q, i):
    return _dq_getitem(q, _dq_index(i))


def _dq_setitem_py(q, i, x):
    _dq_setitem(q, _dq_index(i), x)


def _dq_delitem_py(q, i):
    _dq_delitem(q, _dq_index(i))


def _dq_rotate_py(q, n):
    _dq_rotate(q, int(_ssize(_index_of(n))))


def _dq_extend_py(q, iterable, left):
    push = _dq_appendleft if left else _dq_append
    for x in iterable:
        push(q, x)


class deque:
    # The items live in a hidden list (the slot _collections__q) that only
    # the natives _dq_* of collections.c change: a ring with its head,
    # count, maxlen and state in front (see there), so that both ends are
    # O(1) as CPython's.  The slot is named as the mangled private name of
    # a class `collections` (as itertools' state is), hidden from code
    # outside this module, so that a program's subclass keeps its own
    # attributes apart from it, as on CPython's C deque.
    __class_getitem__ = classmethod(_GenericAlias)
    __slots__ = ('_collections__q',)

    def __new__(cls, *args, **kwargs):
        self = object.__new__(cls)
        self._collections__q = _dq_new(-1)
        return self

    def __init__(self, *args, **kwargs):
        n = len(args) + len(kwargs)
        if n > 2:
            raise TypeError(f'deque() takes at most 2 arguments ({n} given)')
        iterable = ()
        maxlen = None
        for i, name in enumerate(('iterable', 'maxlen')):
            if name in kwargs:
                if i < len(args):
                    raise TypeError(f"argument for deque() given by name ('{name}') and position ({i + 1})")
                v = kwargs.pop(name)
            elif i < len(args):
                v = args[i]
            else:
                continue
            if i == 0:
                iterable = v
            else:
                maxlen = v
        for name in kwargs:
            raise TypeError(f"'{name}' is an invalid keyword argument for deque()")
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError('an integer is required')
            maxlen = _ssize(int(maxlen))
            if maxlen < 0:
                raise ValueError('maxlen must be non-negative')
        q = self._collections__q
        if q[1]:
            _dq_clear(q)
        if maxlen is not None or q[2] >= 0:
            q = self._collections__q = _dq_new(-1 if maxlen is None else maxlen)
        if iterable is not self:
            _dq_extend(q, iterable, False)

    @property
    def maxlen(self):
        m = self._collections__q[2]
        return None if m < 0 else m

    @maxlen.setter
    def maxlen(self, value):
        raise AttributeError("attribute 'maxlen' of 'collections.deque' objects is not writable")

    def append(self, x):
        _dq_append(self._collections__q, x)

    def appendleft(self, x):
        _dq_appendleft(self._collections__q, x)

    def pop(self):
        return _dq_pop(self._collections__q)

    def popleft(self):
        return _dq_popleft(self._collections__q)

    def extend(self, iterable):
        if iterable is self:
            iterable = _dq_list(self._collections__q)
        elif isinstance(iterable, deque):
            iterable = _dq_list(iterable._collections__q)
        _dq_extend(self._collections__q, iterable, False)

    def extendleft(self, iterable):
        if iterable is self:
            iterable = _dq_list(self._collections__q)
        elif isinstance(iterable, deque):
            iterable = _dq_list(iterable._collections__q)
        _dq_extend(self._collections__q, iterable, True)

    def rotate(self, n=1):
        _dq_rotate(self._collections__q, n)

    def clear(self):
        _dq_clear(self._collections__q)

    def copy(self):
        m = self._collections__q[2]
        if type(self) is deque:
            d = deque((), None if m < 0 else m)
            _dq_load(d._collections__q, _dq_list(self._collections__q))
            return d
        if m < 0:
            return type(self)(self)
        return type(self)(self, m)

    __copy__ = copy

    def __reduce__(self):
        m = self._collections__q[2]
        # a subclass instance's own attributes, without the deque's state
        # (which sits in the same dict when the subclass has no __slots__)
        state = getattr(self, '__dict__', None)
        if state:
            state = {k: v for k, v in state.items() if k != '_collections__q'}
        state = state or None
        return (type(self), () if m < 0 else ((), m), state, iter(self))

    def count(self, x):
        return _dq_list(self._collections__q).count(x)

    def index(self, x, start=0, stop=_NO_STOP):
        items = _dq_list(self._collections__q)
        if stop is _NO_STOP:
            stop = len(items)
        for b in (start, stop):
            if not isinstance(b, int):
                try:
                    _index_of(b)
                except TypeError:
                    raise TypeError('slice indices must be integers or have an __index__ method') from None
        try:
            return items.index(x, start, stop)
        except ValueError:
            raise ValueError(f'{x!r} is not in deque') from None

    def insert(self, i, x):
        _dq_insert(self._collections__q, int(_ssize(_index_of(i))), x)

    def remove(self, value):
        q = self._collections__q
        items = _dq_list(q)
        try:
            i = items.index(value)
        except ValueError:
            raise ValueError(f'{value!r} is not in deque') from None
        _dq_delitem(q, i)

    def reverse(self):
        _dq_reverse(self._collections__q)

    def __getitem__(self, i):
        return _dq_getitem(self._collections__q, i)

    def __setitem__(self, i, x):
        _dq_setitem(self._collections__q, i, x)

    def __delitem__(self, i):
        _dq_delitem(self._collections__q, i)

    def __len__(self):
        return self._collections__q[1]

    def __bool__(self):
        return self._collections__q[1] > 0

    def __iter__(self):
        return _dq_iter(self._collections__q, False)

    def __reversed__(self):
        return _dq_iter(self._collections__q, True)

    def __contains__(self, x):
        return x in _dq_list(self._collections__q)

    def __eq__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return _dq_list(self._collections__q) == _dq_list(other._collections__q)

    def __ne__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return _dq_list(self._collections__q) != _dq_list(other._collections__q)

    def __lt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return _dq_list(self._collections__q) < _dq_list(other._collections__q)

    def __le__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return _dq_list(self._collections__q) <= _dq_list(other._collections__q)

    def __gt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return _dq_list(self._collections__q) > _dq_list(other._collections__q)

    def __ge__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return _dq_list(self._collections__q) >= _dq_list(other._collections__q)

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError(f'can only concatenate deque (not "{type(other).__name__}") to deque')
        d = self.copy()
        d.extend(other)
        return d

    def __iadd__(self, other):
        self.extend(other)
        return self

    def _collections__repeated(self, n):
        # the items of self * n, only the last maxlen of them built
        n = _index_of(n)
        if not -_SSIZE_MAX - 1 <= n <= _SSIZE_MAX:
            raise OverflowError("cannot fit 'int' into an index-sized integer")
        items = _dq_list(self._collections__q)
        m = self._collections__q[2]
        if n <= 0 or not items:
            return []
        if m >= 0 and len(items) * n > m:
            k = len(items)
            reps = -(-m // k) + 1
            return (items * min(n, reps))[-m:] if m else []
        return items * n

    def __mul__(self, n):
        # as CPython's: a copy (a subclass's own), repeated in place
        return deque.__imul__(self.copy(), n)

    __rmul__ = __mul__

    def __imul__(self, n):
        items = self._collections__repeated(n)
        if items or self._collections__q[1]:
            _dq_load(self._collections__q, items)
        return self

    __hash__ = None

    def __repr__(self):
        return _guarded_repr(self, '[...]', self._collections__repr)

    def _collections__repr(self):
        # the items' reprs are of a copy, as CPython's: an item's __repr__
        # that changes the deque does not change what is printed
        name = type(self).__name__
        items = _dq_list(self._collections__q)
        m = self._collections__q[2]
        if m < 0:
            return f'{name}({items!r})'
        return f'{name}({items!r}, maxlen={m})'


def _is_mapping(x):
    if isinstance(x, (dict, ChainMap, UserDict)):
        return True
    from collections.abc import Mapping
    return isinstance(x, Mapping)


class ChainMap:
    __class_getitem__ = classmethod(_GenericAlias)

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            if key in mapping:
                return mapping[key]
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        d = {}
        for mapping in reversed(self.maps):
            for k in mapping:
                d[k] = None
        return iter(d)

    def __contains__(self, key):
        return any(key in m for m in self.maps)

    def __bool__(self):
        return any(self.maps)

    def keys(self):
        from collections.abc import KeysView
        return KeysView(self)

    def values(self):
        from collections.abc import ValuesView
        return ValuesView(self)

    def items(self):
        from collections.abc import ItemsView
        return ItemsView(self)

    def __repr__(self):
        return _guarded_repr(self, '...',
                             lambda: f'{self.__class__.__name__}({", ".join(map(repr, self.maps))})')

    def __eq__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    def __or__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        result = self.copy()
        result.maps[0].update(other)
        return result

    def __ror__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        merged = dict(other)
        for layer in self.maps[::-1]:
            merged.update(layer)
        return self.__class__(merged)

    def __ior__(self, other):
        self.maps[0].update(other)
        return self

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    @property
    def parents(self):
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.')

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def clear(self):
        self.maps[0].clear()

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, other=(), /, **kwds):
        self.maps[0].update(other, **kwds)


def _iskeyword(s):
    return s in ('False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await',
                 'break', 'class', 'continue', 'def', 'del', 'elif', 'else',
                 'except', 'finally', 'for', 'from', 'global', 'if', 'import',
                 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise',
                 'return', 'try', 'while', 'with', 'yield')


def _field_set(self, value):
    raise AttributeError("can't set attribute")


def _field_del(self):
    raise AttributeError("can't delete attribute")


def _field_getter(index, name):
    # a property (fast to read), refusing writes as CPython's _tuplegetter
    def get(self):
        return self[index]
    return property(get, _field_set, _field_del, f'Alias for field number {index}')


def _tuple_new(cls, values):
    # tuple.__new__(cls, values) (baton's tuple has no __new__ attribute;
    # typing.NamedTuple installs these methods on classes not derived from
    # the class that defines them)
    mro = cls.__mro__
    return super(mro[mro.index(tuple) - 1], cls).__new__(cls, values)


def _field_list(spec, rename):
    names = spec.replace(',', ' ').split() if isinstance(spec, str) else spec
    names = [str(n) for n in names]
    if rename:
        taken = set()
        for i, n in enumerate(names):
            if n in taken or n[:1] == '_' or _iskeyword(n) or not n.isidentifier():
                names[i] = '_%d' % i
            taken.add(n)
    return names


def _check_name(name):
    if type(name) is not str:
        raise TypeError('Type names and field names must be strings')
    if not name.isidentifier():
        raise ValueError('Type names and field names must be valid '
                         f'identifiers: {name!r}')
    if _iskeyword(name):
        raise ValueError('Type names and field names cannot be a '
                         f'keyword: {name!r}')


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    field_names = _field_list(field_names, rename)
    typename = str(typename)
    _check_name(typename)
    for n in field_names:
        _check_name(n)
    taken = set()
    for n in field_names:
        if not rename and n[:1] == '_':
            raise ValueError('Field names cannot start with an underscore: '
                             f'{n!r}')
        if n in taken:
            raise ValueError(f'Encountered duplicate field name: {n!r}')
        taken.add(n)
    field_defaults = {}
    if defaults is not None:
        given = tuple(defaults)
        if len(given) > len(field_names):
            raise TypeError('Got more default values than field names')
        if given:
            field_defaults = dict(zip(field_names[-len(given):], given))
    fields = tuple(field_names)
    nfields = len(fields)

    class _NT(tuple):
        __slots__ = ()
        _fields = fields
        _field_defaults = field_defaults

        def __new__(cls, *args, **kwargs):
            if not kwargs and len(args) == nfields:
                return _tuple_new(cls, args)
            if len(args) > nfields:
                least = nfields - len(field_defaults)
                takes = (f'{nfields + 1}' if least == nfields else
                         f'from {least + 1} to {nfields + 1}')
                raise TypeError(f'{typename}.__new__() takes {takes} positional '
                                f'arguments but {len(args) + 1} were given')
            for name in kwargs:
                if name not in fields:
                    raise TypeError(f"{typename}.__new__() got an unexpected keyword "
                                    f"argument '{name}'")
                if fields.index(name) < len(args):
                    raise TypeError(f"{typename}.__new__() got multiple values for "
                                    f"argument '{name}'")
            values = list(args)
            for name in fields[len(args):]:
                if name in kwargs:
                    values.append(kwargs.pop(name))
                elif name in field_defaults:
                    values.append(field_defaults[name])
                else:
                    missing = [n for n in fields[len(values):]
                               if n not in kwargs and n not in field_defaults]
                    if len(missing) == 1:
                        raise TypeError(f"{typename}.__new__() missing 1 required "
                                        f"positional argument: '{missing[0]}'")
                    names = ', '.join(repr(n) for n in missing[:-1])
                    comma = ',' if len(missing) > 2 else ''
                    raise TypeError(f'{typename}.__new__() missing {len(missing)} required '
                                    f"positional arguments: {names}{comma} and '{missing[-1]}'")
            return _tuple_new(cls, values)

        @classmethod
        def _make(cls, iterable):
            result = tuple(iterable)
            if len(result) != nfields:
                raise TypeError(f'Expected {nfields} arguments, got {len(result)}')
            return cls(*result)

        def _replace(self, /, **kwds):
            values = [kwds.pop(name, self[i]) for i, name in enumerate(fields)]
            if kwds:
                raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
            return self.__class__(*values)

        def __repr__(self):
            inner = ', '.join(f'{n}={v!r}' for n, v in zip(fields, self))
            return f'{self.__class__.__name__}({inner})'

        def _asdict(self):
            return dict(zip(fields, self))

        def __getnewargs__(self):
            return tuple(self)

    # what inspect.signature shows of __new__ (a closure taking *args, **kwargs)
    _NT.__new__._signature_fields = (
        [(n, 1, (field_defaults[n],) if n in field_defaults else (), ()) for n in fields], ())

    _NT.__name__ = typename
    _NT.__qualname__ = typename
    _NT.__doc__ = f'{typename}({", ".join(fields)}{"," if len(fields) == 1 else ""})'
    # CPython takes the caller's module; a program's namedtuples are in
    # __main__ (no frames to look at)
    _NT.__module__ = '__main__' if module is None else module
    for index, name in enumerate(fields):
        setattr(_NT, name, _field_getter(index, name))
    return _NT


# ---- UserDict, UserList, UserString: wrappers of a dict, list, str kept
# in .data, for subclassing (CPython's are registered with collections.abc:
# these are not, to keep `import collections` cheap) ----

def _unwrap(x, kind):
    # the object a User* wrapper holds, or x itself
    return x.data if isinstance(x, kind) else x


def _twin(self, data):
    # copy.copy of a wrapper: same class and attributes, data replaced
    state = dict(self.__dict__)
    state['data'] = data
    twin = self.__class__.__new__(self.__class__)
    twin.__dict__.update(state)
    return twin


class UserDict:
    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        for source in (dict, kwargs or None):
            if source is not None:
                self.update(source)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        try:
            return self.data[key]
        except KeyError:
            pass
        fallback = getattr(self.__class__, '__missing__', None)
        if fallback is None:
            raise KeyError(key)
        return fallback(self, key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return repr(self.data)

    def __eq__(self, other):
        return self.data == _unwrap(other, UserDict)

    def __or__(self, other):
        other = _unwrap(other, UserDict)
        return self.__class__(self.data | other) if isinstance(other, dict) else NotImplemented

    def __ror__(self, other):
        other = _unwrap(other, UserDict)
        return self.__class__(other | self.data) if isinstance(other, dict) else NotImplemented

    def __ior__(self, other):
        self.data |= _unwrap(other, UserDict)
        return self

    def __copy__(self):
        return _twin(self, self.__dict__['data'].copy())

    def copy(self):
        if self.__class__ is UserDict:
            return UserDict(self.data.copy())
        import copy
        data = self.data
        try:
            self.data = {}
            c = copy.copy(self)
        finally:
            self.data = data
        c.update(self)
        return c

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d

    # MutableMapping's methods, through the item methods a subclass may
    # override (so __missing__ answers get, setdefault and pop)
    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def keys(self):
        from collections.abc import KeysView
        return KeysView(self)

    def items(self):
        from collections.abc import ItemsView
        return ItemsView(self)

    def values(self):
        from collections.abc import ValuesView
        return ValuesView(self)

    def pop(self, key, *default):
        try:
            value = self[key]
        except KeyError:
            if default:
                return default[0]
            raise
        del self[key]
        return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        if isinstance(other, (dict, UserDict)):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default

    __hash__ = None


def _listed(x):
    # the list a UserList operator works with: a list as is, a UserList's
    # data, any other iterable made a list
    x = _unwrap(x, UserList)
    return x if isinstance(x, list) else list(x)


class UserList:
    def __init__(self, initlist=None):
        self.data = [] if initlist is None else list(_unwrap(initlist, UserList))

    def __repr__(self):
        return repr(self.data)

    def __lt__(self, other):
        return self.data < _unwrap(other, UserList)

    def __le__(self, other):
        return self.data <= _unwrap(other, UserList)

    def __eq__(self, other):
        return self.data == _unwrap(other, UserList)

    def __gt__(self, other):
        return self.data > _unwrap(other, UserList)

    def __ge__(self, other):
        return self.data >= _unwrap(other, UserList)

    __hash__ = None

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        got = self.data[i]
        return self.__class__(got) if type(i) is slice else got

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __iter__(self):
        return iter(self.data)

    def __reversed__(self):
        return reversed(self.data)

    def __add__(self, other):
        return self.__class__(self.data + _listed(other))

    def __radd__(self, other):
        return self.__class__(_listed(other) + self.data)

    def __iadd__(self, other):
        self.data += _listed(other)
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def __copy__(self):
        return _twin(self, self.__dict__['data'][:])

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        self.data.extend(_unwrap(other, UserList))


class UserString:
    def __init__(self, seq):
        seq = _unwrap(seq, UserString)
        self.data = seq if isinstance(seq, str) else str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __hash__(self):
        return hash(self.data)

    def __getnewargs__(self):
        return (self.data[:],)

    def __eq__(self, string):
        return self.data == _unwrap(string, UserString)

    def __lt__(self, string):
        return self.data < _unwrap(string, UserString)

    def __le__(self, string):
        return self.data <= _unwrap(string, UserString)

    def __gt__(self, string):
        return self.data > _unwrap(string, UserString)

    def __ge__(self, string):
        return self.data >= _unwrap(string, UserString)

    def __contains__(self, char):
        return _unwrap(char, UserString) in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __iter__(self):
        return iter(self.data)

    def __add__(self, other):
        other = _unwrap(other, UserString)
        return self.__class__(self.data + (other if isinstance(other, str) else str(other)))

    def __radd__(self, other):
        return self.__class__((other if isinstance(other, str) else str(other)) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)

    # (no __rmod__: baton's str % would call it before its own formatting,
    # where CPython's formats `'%s' % user_string` itself)

    def __iter__(self):
        for c in self.data:
            yield self.__class__(c)


def _user_string_methods():
    # str methods: those giving a new string give a UserString (of the
    # instance's class), the others (tests, searches, splits, format, join)
    # what str's give
    def wrapped(name):
        def method(self, *args, **kwargs):
            args = [a.data if isinstance(a, UserString) else a for a in args]
            return self.__class__(getattr(self.data, name)(*args, **kwargs))
        method.__name__ = name
        return method

    def plain(name):
        def method(self, *args, **kwargs):
            args = [a.data if isinstance(a, UserString) else a for a in args]
            return getattr(self.data, name)(*args, **kwargs)
        method.__name__ = name
        return method
    for name in ('capitalize casefold center expandtabs ljust lower lstrip removeprefix '
                 'removesuffix replace rjust rstrip strip swapcase title translate upper '
                 'zfill').split():
        setattr(UserString, name, wrapped(name))
    for name in ('count encode endswith find format format_map index isalpha isalnum '
                 'isascii isdecimal isdigit isidentifier islower isnumeric isprintable '
                 'isspace istitle isupper join partition rfind rindex rpartition split '
                 'rsplit splitlines startswith').split():
        setattr(UserString, name, plain(name))


_user_string_methods()
del _user_string_methods
