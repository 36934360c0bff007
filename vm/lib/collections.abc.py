# collections.abc: CPython's abstract base classes of containers, with
# their mixin methods and its isinstance/issubclass rules: the structural
# ones (Iterable, Sized, Hashable, Callable...) through __subclasshook__,
# the others through registration (list is a MutableSequence, dict a
# MutableMapping...) and inheritance.  Every class here has abc's internal
# metaclass ABCMeta (vm/lib/abc.py).  Baton's builtin types expose no
# special methods as attributes, so the hooks know which of them each
# builtin type defines from a table (taken from CPython 3.11's types).
from abc import ABCMeta, abstractmethod
import sys

__all__ = ['Awaitable', 'Coroutine', 'AsyncIterable', 'AsyncIterator', 'AsyncGenerator',
           'Hashable', 'Iterable', 'Iterator', 'Generator', 'Reversible', 'Sized',
           'Container', 'Callable', 'Collection', 'Set', 'MutableSet', 'Mapping',
           'MutableMapping', 'MappingView', 'KeysView', 'ItemsView', 'ValuesView',
           'Sequence', 'MutableSequence', 'ByteString']

# the special methods (of those the hooks ask about) each builtin type has
_BUILTIN = {
    'int': '__hash__ __int__ __float__ __index__ __abs__ __round__',
    'bool': '__hash__ __int__ __float__ __index__ __abs__ __round__',
    'float': '__hash__ __int__ __float__ __abs__ __round__',
    'str': '__hash__ __iter__ __len__ __contains__ __getitem__',
    'bytes': '__hash__ __iter__ __len__ __contains__ __getitem__ __bytes__',
    'bytearray': '__iter__ __len__ __contains__ __getitem__',
    'list': '__iter__ __reversed__ __len__ __contains__ __getitem__',
    'tuple': '__hash__ __iter__ __len__ __contains__ __getitem__',
    'dict': '__iter__ __reversed__ __len__ __contains__ __getitem__',
    'set': '__iter__ __len__ __contains__',
    'frozenset': '__hash__ __iter__ __len__ __contains__',
    'range': '__hash__ __iter__ __reversed__ __len__ __contains__ __getitem__',
    'NoneType': '__hash__',
    'slice': '',
    'type': '__hash__ __call__',
    'object': '__hash__',
    'list_iterator': '__hash__ __iter__ __next__',
    'tuple_iterator': '__hash__ __iter__ __next__',
    'str_ascii_iterator': '__hash__ __iter__ __next__',
    'bytes_iterator': '__hash__ __iter__ __next__',
    'bytearray_iterator': '__hash__ __iter__ __next__',
    'dict_keyiterator': '__hash__ __iter__ __next__',
    'dict_valueiterator': '__hash__ __iter__ __next__',
    'dict_itemiterator': '__hash__ __iter__ __next__',
    'set_iterator': '__hash__ __iter__ __next__',
    'range_iterator': '__hash__ __iter__ __next__',
    'list_reverseiterator': '__hash__ __iter__ __next__',
    'dict_keys': '__iter__ __reversed__ __len__ __contains__',
    'dict_values': '__hash__ __iter__ __reversed__ __len__',
    'dict_items': '__iter__ __reversed__ __len__ __contains__',
    'enumerate': '__hash__ __iter__ __next__',
    'zip': '__hash__ __iter__ __next__',
    'map': '__hash__ __iter__ __next__',
    'filter': '__hash__ __iter__ __next__',
    'generator': '__hash__ __iter__ __next__ send throw close',
    'coroutine': '__hash__ __await__ send throw close',
    'async_generator': '__hash__ __aiter__ __anext__ asend athrow aclose',
    'function': '__hash__ __call__',
    'builtin_function_or_method': '__hash__ __call__',
    'ellipsis': '__hash__',
    'NotImplementedType': '__hash__',
    'property': '__hash__',
    'staticmethod': '__hash__ __call__',
    'classmethod': '__hash__',
    'callable_iterator': '__hash__ __iter__ __next__',
    'dict_reversekeyiterator': '__hash__ __iter__ __next__',
    'BaseException': '__hash__',
    'method': '__hash__ __call__',
}


def _builtin_has(B, method):
    return method in _BUILTIN.get(B.__name__, '__hash__').split()


def _check_methods(C, *methods):
    mro = C.__mro__
    for method in methods:
        for B in mro:
            try:
                d = vars(B)
            except TypeError:
                # a builtin type: _BUILTIN lists what it has, inherited
                # methods included, so the first one decides
                if _builtin_has(B, method):
                    break
                return NotImplemented
            if method in d:
                if d[method] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


def _structural(target, *methods):
    # target's __subclasshook__: a class is target's virtual subclass when
    # its MRO defines these methods (not as None); target's subclasses
    # inherit a hook that answers NotImplemented
    def __subclasshook__(cls, C):
        if cls is target:
            return _check_methods(C, *methods)
        return NotImplemented
    target.__subclasshook__ = classmethod(__subclasshook__)


def _throw(self, typ, val=None, tb=None):
    if val is None:
        if tb is None:
            raise typ
        val = typ()
    raise val


def _close(self, what):
    try:
        self.throw(GeneratorExit)
    except (GeneratorExit, StopIteration):
        pass
    else:
        raise RuntimeError(what + ' ignored GeneratorExit')


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


class Coroutine(Awaitable):
    __slots__ = ()

    @abstractmethod
    def send(self, value):
        raise StopIteration

    throw = abstractmethod(_throw)

    def close(self):
        _close(self, 'coroutine')


class AsyncIterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()


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
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        raise val

    async def aclose(self):
        try:
            await self.athrow(GeneratorExit)
        except (GeneratorExit, StopAsyncIteration):
            pass
        else:
            raise RuntimeError('asynchronous generator ignored GeneratorExit')


class Iterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __iter__(self):
        while False:
            yield None


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
        while False:
            yield None


class Generator(Iterator):
    __slots__ = ()

    def __next__(self):
        return self.send(None)

    @abstractmethod
    def send(self, value):
        raise StopIteration

    throw = abstractmethod(_throw)

    def close(self):
        _close(self, 'generator')


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


class Set(Collection):
    __slots__ = ()

    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) > len(other):
            return False
        for elem in self:
            if elem not in other:
                return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) < len(other):
            return False
        for elem in other:
            if elem not in self:
                return False
        return True

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(value for value in other if value in self)

    __rand__ = __and__

    def isdisjoint(self, other):
        for value in other:
            if value in self:
                return False
        return True

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(e for s in (self, other) for e in s)

    __ror__ = __or__

    def __sub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in self if value not in other)

    def __rsub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in other if value not in self)

    def __xor__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    def _hash(self):
        MAX = sys.maxsize
        MASK = 2 * MAX + 1
        n = len(self)
        h = 1927868237 * (n + 1)
        h &= MASK
        for x in self:
            hx = hash(x)
            h ^= (hx ^ (hx << 16) ^ 89869747) * 3644798167
            h &= MASK
        h ^= (h >> 11) ^ (h >> 25)
        h = h * 69069 + 907133923
        h &= MASK
        if h > MAX:
            h -= MASK + 1
        if h == -1:
            h = 590923713
        return h


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
        it = iter(self)
        try:
            value = next(it)
        except StopIteration:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in (self - it):
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
        else:
            if not isinstance(it, Set):
                it = self._from_iterable(it)
            for value in it:
                if value in self:
                    self.discard(value)
                else:
                    self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for value in it:
                self.discard(value)
        return self


class Mapping(Collection):
    __slots__ = ()

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

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
        else:
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
        return '{0.__class__.__name__}({0._mapping!r})'.format(self)

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
            v = self._mapping[key]
        except KeyError:
            return False
        else:
            return v is value or v == value

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


class ValuesView(MappingView, Collection):
    __slots__ = ()

    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


class MutableMapping(Mapping):
    __slots__ = ()

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    __marker = object()

    def pop(self, key, default=__marker):
        try:
            value = self[key]
        except KeyError:
            if default is self.__marker:
                raise
            return default
        else:
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
        if isinstance(other, Mapping):
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


class Sequence(Reversible, Collection):
    __slots__ = ()

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def index(self, value, start=0, stop=None):
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        return sum(1 for v in self if v is value or v == value)


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
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]

    def extend(self, values):
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


_structural(Hashable, '__hash__')
_structural(Awaitable, '__await__')
_structural(Coroutine, '__await__', 'send', 'throw', 'close')
_structural(AsyncIterable, '__aiter__')
_structural(AsyncIterator, '__anext__', '__aiter__')
_structural(AsyncGenerator, '__aiter__', '__anext__', 'asend', 'athrow', 'aclose')
_structural(Iterable, '__iter__')
_structural(Iterator, '__iter__', '__next__')
_structural(Reversible, '__reversed__', '__iter__')
_structural(Generator, '__iter__', '__next__', 'send', 'throw', 'close')
_structural(Sized, '__len__')
_structural(Container, '__contains__')
_structural(Collection, '__len__', '__iter__', '__contains__')
_structural(Callable, '__call__')

def _generic_alias(cls, item):
    return list[item].__class__(cls, item)


Sequence.register(tuple)
Sequence.register(str)
Sequence.register(range)
MutableSequence.register(list)
MutableSequence.register(bytearray)
ByteString.register(bytes)
ByteString.register(bytearray)
MutableMapping.register(dict)
Set.register(frozenset)
MutableSet.register(set)
KeysView.register(type({}.keys()))
ValuesView.register(type({}.values()))
ItemsView.register(type({}.items()))
for _t in (type(iter(b'')), type(iter(bytearray())), type(iter({})), type(iter({}.values())),
           type(iter({}.items())), type(iter([])), type(reversed([])), type(iter(range(1))),
           type(iter(set())), type(iter('')), type(iter(())), type(zip())):
    Iterator.register(_t)
del _t
