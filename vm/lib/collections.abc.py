# collections.abc: the abstract base classes of containers.
#
# Every class here is made by abc's ABCMeta (vm/lib/abc.py).  Two ways in:
#  - "one-trick" classes (Iterable, Sized, Hashable, Callable...) accept
#    any class whose MRO defines their methods (a None entry opts out):
#    the hook comes from _WANTS below, installed by _install_hooks();
#  - the rest accept their real subclasses and registered classes (list is
#    a MutableSequence, dict a MutableMapping...), registered at the end.
# The mixin methods are written on top of the few abstract ones, with the
# observable behaviour of CPython 3.11's (which methods they call, in what
# order, what they return for foreign operands).
#
# Builtin types here expose no special methods as attributes, so what each
# of them defines (inherited methods included) is read from _NATIVE.
from abc import ABCMeta, abstractmethod
import sys as _sys

__all__ = ['Awaitable', 'Coroutine', 'AsyncIterable', 'AsyncIterator', 'AsyncGenerator',
           'Hashable', 'Iterable', 'Iterator', 'Generator', 'Reversible', 'Sized',
           'Container', 'Callable', 'Collection', 'Set', 'MutableSet', 'Mapping',
           'MutableMapping', 'MappingView', 'KeysView', 'ItemsView', 'ValuesView',
           'Sequence', 'MutableSequence', 'ByteString']

_ITER = '__iter__ __next__'
_SEQ = '__iter__ __len__ __contains__ __getitem__'
_NATIVE = {
    'int': '__int__ __float__ __index__ __abs__ __round__',
    'float': '__int__ __float__ __abs__ __round__',
    'str': _SEQ,
    'bytes': _SEQ + ' __bytes__',
    'bytearray': _SEQ + ' -__hash__',
    'list': _SEQ + ' __reversed__ -__hash__',
    'tuple': _SEQ,
    'dict': _SEQ + ' __reversed__ -__hash__',
    'set': '__iter__ __len__ __contains__ -__hash__',
    'frozenset': '__iter__ __len__ __contains__',
    'range': _SEQ + ' __reversed__',
    'memoryview': _SEQ + ' __reversed__',
    'slice': '-__hash__',
    'type': '__call__',
    'dict_keys': '__iter__ __reversed__ __len__ __contains__ -__hash__',
    'dict_values': '__iter__ __reversed__ __len__',
    'dict_items': '__iter__ __reversed__ __len__ __contains__ -__hash__',
    'generator': _ITER + ' send throw close',
    'coroutine': '__await__ send throw close',
    'async_generator': '__aiter__ __anext__ asend athrow aclose',
    'function': '__call__',
    'builtin_function_or_method': '__call__',
    'staticmethod': '__call__',
    'method': '__call__',
}
for _name in ('list_iterator tuple_iterator str_ascii_iterator str_iterator bytes_iterator '
              'bytearray_iterator dict_keyiterator dict_valueiterator dict_itemiterator '
              'set_iterator range_iterator list_reverseiterator enumerate zip map filter '
              'callable_iterator dict_reversekeyiterator _deque_iterator _deque_reverse_iterator').split():
    _NATIVE[_name] = _ITER
_NATIVE['bool'] = _NATIVE['int']
del _name


def _native_defines(cls, name):
    # every builtin type hashes unless _NATIVE says '-__hash__'
    have = _NATIVE.get(cls.__name__, '').split()
    if name == '__hash__':
        return '-__hash__' not in have
    return name in have


def _defines(cls, name):
    # True/False when some class of cls's MRO settles whether it has
    # `name` (None in a class dict means no); None when none does
    # (_class_own reads what vars(klass)[name] would, without a copy of
    # the namespace; _NATIVE for a builtin type, whose vars() fails here)
    for klass in cls.__mro__:
        v = _class_own(klass, name, _ABSENT, _NATIVE)
        if v is _NATIVE:
            return _native_defines(klass, name)
        if v is not _ABSENT:
            return v is not None
    return None


_ABSENT = object()


def _check_methods(C, *methods):
    # the one-trick test: True when C's MRO has every method, else
    # NotImplemented (isinstance/issubclass then go on to registration)
    for name in methods:
        if not _defines(C, name):
            return NotImplemented
    return True


def _generic_alias(cls, item):
    return type(list[int])(cls, item)


def _same(a, b):
    return a is b or a == b


def _nothing():
    # an exhausted generator: what the abstract __iter__/__reversed__ give
    return
    yield


def _raise_thrown(typ, val, tb):
    # what the default throw() of Generator/Coroutine raises
    if val is None:
        if tb is None:
            raise typ
        val = typ()
    raise val


def _finish(obj, kind):
    # default close(): throw GeneratorExit in, expect it (or the end) back
    try:
        obj.throw(GeneratorExit)
    except (GeneratorExit, StopIteration):
        return
    raise RuntimeError(kind + ' ignored GeneratorExit')


# ---- the one-trick classes ----

class Hashable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __hash__(self):
        return 0


class Awaitable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __await__(self):
        yield

    def __class_getitem__(cls, item):
        return _generic_alias(cls, item)


class Coroutine(Awaitable):
    __slots__ = ()

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        _raise_thrown(typ, val, tb)

    def close(self):
        _finish(self, 'coroutine')


class AsyncIterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()

    def __class_getitem__(cls, item):
        return _generic_alias(cls, item)


class AsyncIterator(AsyncIterable):
    __slots__ = ()

    @abstractmethod
    async def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self


class AsyncGenerator(AsyncIterator):
    __slots__ = ()

    async def __anext__(self):
        return await self.asend(None)

    @abstractmethod
    async def asend(self, value):
        raise StopAsyncIteration

    @abstractmethod
    async def athrow(self, typ, val=None, tb=None):
        _raise_thrown(typ, val, tb)

    async def aclose(self):
        try:
            await self.athrow(GeneratorExit)
        except (GeneratorExit, StopAsyncIteration):
            return
        raise RuntimeError('asynchronous generator ignored GeneratorExit')


class Iterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __iter__(self):
        return _nothing()

    def __class_getitem__(cls, item):
        return _generic_alias(cls, item)


class Iterator(Iterable):
    __slots__ = ()

    @abstractmethod
    def __next__(self):
        raise StopIteration

    def __iter__(self):
        return self


class Reversible(Iterable):
    __slots__ = ()

    @abstractmethod
    def __reversed__(self):
        return _nothing()


class Generator(Iterator):
    __slots__ = ()

    def __next__(self):
        return self.send(None)

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        _raise_thrown(typ, val, tb)

    def close(self):
        _finish(self, 'generator')


class Sized(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __len__(self):
        return 0


class Container(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __contains__(self, x):
        return False

    def __class_getitem__(cls, item):
        return _generic_alias(cls, item)


class Collection(Sized, Iterable, Container):
    __slots__ = ()


class Callable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __call__(self, *args, **kwds):
        return False

    def __class_getitem__(cls, item):
        return _generic_alias(cls, item)


# the methods a class needs to be a virtual subclass of each one-trick ABC
_WANTS = {
    Hashable: ('__hash__',),
    Awaitable: ('__await__',),
    Coroutine: ('__await__', 'send', 'throw', 'close'),
    AsyncIterable: ('__aiter__',),
    AsyncIterator: ('__anext__', '__aiter__'),
    AsyncGenerator: ('__aiter__', '__anext__', 'asend', 'athrow', 'aclose'),
    Iterable: ('__iter__',),
    Iterator: ('__iter__', '__next__'),
    Reversible: ('__reversed__', '__iter__'),
    Generator: ('__iter__', '__next__', 'send', 'throw', 'close'),
    Sized: ('__len__',),
    Container: ('__contains__',),
    Collection: ('__len__', '__iter__', '__contains__'),
    Callable: ('__call__',),
}


def _install_hooks():
    # each one-trick ABC answers for itself only: a subclass of it (say a
    # user's Iterable subclass) inherits a hook that defers to registration
    def __subclasshook__(cls, C):
        wants = _WANTS.get(cls)
        return NotImplemented if wants is None else _check_methods(C, *wants)
    hook = classmethod(__subclasshook__)
    for abc in _WANTS:
        abc.__subclasshook__ = hook


_install_hooks()


# ---- sets ----

def _as_set(s, other):
    # the right operand of - and ^ as a Set (made by s._from_iterable), or
    # None when it is not even iterable
    if isinstance(other, Set):
        return other
    if isinstance(other, Iterable):
        return s._from_iterable(other)
    return None


def _all_in(items, container):
    for x in items:
        if x not in container:
            return False
    return True


class Set(Collection):
    __slots__ = ()

    # comparisons: by size first, then membership; a foreign right-hand
    # side gets NotImplemented (Python then tries the reflection)
    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) <= len(other) and _all_in(self, other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) >= len(other) and _all_in(other, self)

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    @classmethod
    def _from_iterable(cls, it):
        # how the operators build their results: override when the
        # constructor does not take one iterable
        return cls(it)

    def isdisjoint(self, other):
        return not any(x in self for x in other)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(x for x in other if x in self)

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(x for part in (self, other) for x in part)

    def __sub__(self, other):
        other = _as_set(self, other)
        if other is None:
            return NotImplemented
        return self._from_iterable(x for x in self if x not in other)

    def __rsub__(self, other):
        other = _as_set(self, other)
        if other is None:
            return NotImplemented
        return self._from_iterable(x for x in other if x not in self)

    def __xor__(self, other):
        other = _as_set(self, other)
        if other is None:
            return NotImplemented
        return (self - other) | (other - self)

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__

    def _hash(self):
        # the frozenset hash of the documented algorithm, on this machine's
        # word size: equal Sets built from equal elements hash alike
        width = _sys.maxsize.bit_length() + 1
        mask = (1 << width) - 1
        h = (1927868237 * (len(self) + 1)) & mask
        for x in self:
            e = hash(x)
            h = (h ^ ((e ^ (e << 16) ^ 89869747) * 3644798167)) & mask
        h ^= (h >> 11) ^ (h >> 25)
        h = (h * 69069 + 907133923) & mask
        if h >> (width - 1):
            h -= 1 << width
        return 590923713 if h == -1 else h


class MutableSet(Set):
    __slots__ = ()

    @abstractmethod
    def add(self, value):
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        raise NotImplementedError

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        for value in self:
            break
        else:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        while True:
            try:
                self.pop()
            except KeyError:
                return

    def __ior__(self, it):
        for x in it:
            self.add(x)
        return self

    def __iand__(self, it):
        for x in self - it:
            self.discard(x)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
            return self
        if not isinstance(it, Set):
            it = self._from_iterable(it)
        for x in it:
            (self.discard if x in self else self.add)(x)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
            return self
        for x in it:
            self.discard(x)
        return self


# ---- mappings ----

class Mapping(Collection):
    __slots__ = ()

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    # everything below reads through self[key]: a KeyError means absent
    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        return True

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __reversed__ = None


class MappingView(Sized):
    __slots__ = ('_mapping',)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f'{type(self).__name__}({self._mapping!r})'

    def __class_getitem__(cls, item):
        return _generic_alias(cls, item)


class KeysView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


class ItemsView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            found = self._mapping[key]
        except KeyError:
            return False
        return _same(found, value)

    def __iter__(self):
        m = self._mapping
        for key in m:
            yield key, m[key]


class ValuesView(MappingView, Collection):
    __slots__ = ()

    def __contains__(self, value):
        m = self._mapping
        return any(_same(m[key], value) for key in m)

    def __iter__(self):
        m = self._mapping
        for key in m:
            yield m[key]


_NO_DEFAULT = object()


class MutableMapping(Mapping):
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    def pop(self, key, default=_NO_DEFAULT):
        try:
            value = self[key]
        except KeyError:
            if default is _NO_DEFAULT:
                raise
            return default
        del self[key]
        return value

    def popitem(self):
        for key in self:
            break
        else:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        while True:
            try:
                self.popitem()
            except KeyError:
                return

    def update(self, other=(), /, **kwds):
        # a Mapping or anything with keys() is read by key, anything else
        # is a stream of pairs; keyword arguments come last
        if isinstance(other, Mapping):
            keys = other
        elif hasattr(other, 'keys'):
            keys = other.keys()
        else:
            keys = None
        if keys is not None:
            for key in keys:
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


# ---- sequences ----

class Sequence(Reversible, Collection):
    __slots__ = ()

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    # iteration asks for 0, 1, 2... until IndexError
    def __iter__(self):
        i = 0
        while True:
            try:
                item = self[i]
            except IndexError:
                return
            yield item
            i += 1

    def __contains__(self, value):
        return any(_same(v, value) for v in self)

    def __reversed__(self):
        for i in range(len(self) - 1, -1, -1):
            yield self[i]

    def index(self, value, start=0, stop=None):
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                item = self[i]
            except IndexError:
                break
            if _same(item, value):
                return i
            i += 1
        raise ValueError

    def count(self, value):
        return sum(1 for v in self if _same(v, value))


class ByteString(Sequence):
    __slots__ = ()


class MutableSequence(Sequence):
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        while True:
            try:
                self.pop()
            except IndexError:
                return

    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            j = n - 1 - i
            self[i], self[j] = self[j], self[i]

    def extend(self, values):
        for v in (list(values) if values is self else values):
            self.append(v)

    def pop(self, index=-1):
        value = self[index]
        del self[index]
        return value

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


# ---- what the builtin types are ----
#
# What ABCMeta.register would do for each, without its two issubclass
# checks (about a third of this module's import time): none of these
# builtin types is a subclass of its ABC yet, nor the ABC of it, so each
# joins the registry and bumps the invalidation counter, as register does.
# The iterator types are not registered: register would find them
# Iterators already (Iterator's hook: their methods in _NATIVE) and return
# at once.

def _register_builtins():
    import abc
    from types import MappingProxyType
    for cls, types in (
            (Mapping, (MappingProxyType,)),
            (Sequence, (tuple, str, range, memoryview)),
            (MutableSequence, (list, bytearray)),
            (ByteString, (bytes, bytearray)),
            (MutableMapping, (dict,)),
            (Set, (frozenset,)),
            (MutableSet, (set,)),
            (KeysView, (type({}.keys()),)),
            (ValuesView, (type({}.values()),)),
            (ItemsView, (type({}.items()),))):
        cls._abc_impl.registry.extend(types)
        abc._invalidation[0] += len(types)


_register_builtins()
del _register_builtins, ABCMeta, abstractmethod
