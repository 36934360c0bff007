import collections.abc
from collections.abc import Mapping, Iterable, Sequence, MutableMapping, Sized, Hashable, Callable, Iterator, Set
print(collections.abc.Mapping, type(Mapping))
for x in ([], (), {}, set(), 'a', 1, None, iter([]), len, range(3), frozenset()):
    print(type(x).__name__, [isinstance(x, c) for c in (Mapping, Iterable, Sequence, MutableMapping, Sized, Hashable, Callable, Iterator, Set)])
class C:
    def __iter__(self): return iter([1])
    def __len__(self): return 1
print(isinstance(C(), Iterable), isinstance(C(), Sized), issubclass(C, Sequence), isinstance(C(), Hashable))
class M(Mapping):
    def __init__(self, d): self._d = d
    def __getitem__(self, k): return self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
m = M({'a': 1, 'b': 2})
print(m['a'], m.get('z', 0), 'a' in m, list(m.keys()), list(m.items()), list(m.values()), m == {'a':1,'b':2}, dict(m))
print(isinstance(m, Mapping), isinstance(m, MutableMapping), isinstance(m, Iterable))
class Bad(Mapping): pass
try: Bad()
except TypeError as e: print(e)
print(issubclass(list, Sequence), issubclass(dict, Mapping), issubclass(str, Iterable))
from collections.abc import MutableSequence, MutableSet, KeysView, ItemsView, ValuesView, Collection, Container, Reversible, Generator, Awaitable


class Store(MutableMapping):
    def __init__(self):
        self._d = {}
    def __getitem__(self, k):
        return self._d[k.lower()]
    def __setitem__(self, k, v):
        self._d[k.lower()] = v
    def __delitem__(self, k):
        del self._d[k.lower()]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)


s = Store()
s['A'] = 1
s.update({'B': 2}, C=3)
print(dict(s), s.pop('a'), s.setdefault('d', 4), s.popitem(), len(s), 'b' in s, s.get('x'))
try:
    s.pop('zz')
except KeyError as e:
    print('KeyError', e)
s.clear()
print(len(s), isinstance(s, MutableMapping), isinstance(s, Mapping), isinstance(s, dict))


class Seq(Sequence):
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * 10
    def __len__(self):
        return self.n


q = Seq(4)
print(list(q), 20 in q, q.index(30), q.count(10), list(reversed(q)), isinstance(q, Reversible))
try:
    q.index(99)
except ValueError:
    print('ValueError')


class MList(MutableSequence):
    def __init__(self):
        self.items = []
    def __getitem__(self, i):
        return self.items[i]
    def __setitem__(self, i, v):
        self.items[i] = v
    def __delitem__(self, i):
        del self.items[i]
    def __len__(self):
        return len(self.items)
    def insert(self, i, v):
        self.items.insert(i, v)


ml = MList()
ml.append(1)
ml.extend([2, 3])
ml += [4]
ml.reverse()
print(ml.items, ml.pop(), ml.items)
ml.remove(3)
print(ml.items)


class USet(Set):
    def __init__(self, it=()):
        self.s = list(dict.fromkeys(it))
    def __contains__(self, x):
        return x in self.s
    def __iter__(self):
        return iter(self.s)
    def __len__(self):
        return len(self.s)


a, b = USet([1, 2, 3]), USet([2, 3, 4])
print(sorted(a & b), sorted(a | b), sorted(a - b), sorted(a ^ b), a <= USet([1, 2, 3, 4]), a == USet([3, 2, 1]), a.isdisjoint([9]))
print(isinstance({}.keys(), KeysView), isinstance({}.items(), ItemsView), isinstance({}.values(), ValuesView))
print(isinstance(x for x in []), Generator) if False else print(isinstance((x for x in []), Generator))
print(issubclass(bytes, Sequence), issubclass(bytearray, MutableSequence), issubclass(set, MutableSet), issubclass(frozenset, MutableSet))


class Plain:
    pass


Sequence.register(Plain)
print(issubclass(Plain, Sequence), isinstance(Plain(), Collection), isinstance(Plain(), Container))
print(Mapping.__module__, Mapping.__name__, MutableMapping.__mro__)

from abc import ABCMeta, abstractmethod, ABC


class Base(metaclass=ABCMeta):
    @abstractmethod
    def run(self):
        ...


class Runner(Base):
    def run(self):
        return 'ran'


try:
    Base()
except TypeError as e:
    print(e)
print(Runner().run(), type(Base), isinstance(Runner(), Base), type(ABC))


class Duck:
    def run(self):
        return 'quack'


Base.register(Duck)
print(isinstance(Duck(), Base), issubclass(Duck, Base), Base.register(int) is int, isinstance(3, Base))
