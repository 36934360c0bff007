# The mixin methods of collections.abc on user classes: what each calls, in
# what order, and what it returns for foreign operands.
from collections.abc import (Set, MutableSet, Mapping, MutableMapping, Sequence,
                             MutableSequence, Iterable, Iterator, Sized, Hashable,
                             Container, Callable, Collection, Reversible, Generator,
                             Awaitable, Coroutine, AsyncIterable, AsyncIterator,
                             KeysView, ItemsView, ValuesView, ByteString)
import collections.abc as cabc

log = []


class LSet(MutableSet):
    def __init__(self, it=()):
        self.d = []
        for x in it:
            if x not in self.d:
                self.d.append(x)
    def __contains__(self, x):
        log.append(('in', x))
        return x in self.d
    def __iter__(self):
        return iter(list(self.d))
    def __len__(self):
        return len(self.d)
    def add(self, x):
        log.append(('add', x))
        if x not in self.d:
            self.d.append(x)
    def discard(self, x):
        log.append(('discard', x))
        if x in self.d:
            self.d.remove(x)
    def __repr__(self):
        return 'LSet(%r)' % sorted(self.d)


def show(label, f):
    del log[:]
    try:
        r = f()
    except Exception as e:
        r = '%s(%s)' % (type(e).__name__, e)
    print(label, r, log[:8])


a, b = LSet([1, 2, 3]), LSet([2, 3, 4, 5])
show('le', lambda: a <= b)
show('lt', lambda: LSet([2]) < b)
show('ge', lambda: b >= LSet([4, 5]))
show('gt', lambda: b > b)
show('eq', lambda: a == LSet([3, 2, 1]))
show('eq foreign', lambda: a == {1, 2, 3})
show('le foreign', lambda: a.__le__([1]))
show('and', lambda: a & b)
show('rand', lambda: [2, 9] & a)
show('or', lambda: a | [7])
show('sub', lambda: a - [1])
show('rsub', lambda: [1, 9] - a)
show('xor', lambda: a ^ b)
show('sub bad', lambda: a.__sub__(5))
show('disjoint', lambda: a.isdisjoint([9, 1, 8]))
show('remove', lambda: LSet([1]).remove(2))
c = LSet([5, 6])
show('pop', lambda: (c.pop(), c))
show('pop empty', lambda: LSet().pop())
c = LSet([1, 2, 3])
show('clear', lambda: (c.clear(), c))
c = LSet([1, 2])
show('ior', lambda: c.__ior__([2, 3]))
show('iand', lambda: c.__iand__([1, 3]))
show('ixor', lambda: c.__ixor__([3, 4]))
show('ixor self', lambda: c.__ixor__(c))
c = LSet([1, 2, 3])
show('isub', lambda: c.__isub__([1]))
show('hash', lambda: (LSet([1, 2])._hash() == frozenset([1, 2]).__hash__(), LSet()._hash() == hash(frozenset())))
show('hash str', lambda: LSet(['a', 'b'])._hash() == hash(frozenset(['a', 'b'])))


class M(MutableMapping):
    def __init__(self, *a, **k):
        self.d = {}
        self.update(*a, **k)
    def __getitem__(self, k):
        log.append(('get', k))
        return self.d[k]
    def __setitem__(self, k, v):
        log.append(('set', k, v))
        self.d[k] = v
    def __delitem__(self, k):
        log.append(('del', k))
        del self.d[k]
    def __iter__(self):
        return iter(list(self.d))
    def __len__(self):
        return len(self.d)


m = M({'a': 1}, b=2)
show('get', lambda: (m.get('a'), m.get('z', 0)))
show('in', lambda: ('a' in m, 'z' in m))
show('views', lambda: (list(m.keys()), list(m.items()), list(m.values())))
show('view reprs', lambda: (repr(m.keys())[:9], type(m.items()).__name__))
show('items in', lambda: (('a', 1) in m.items(), ('a', 2) in m.items(), ('q', 1) in m.items()))
show('values in', lambda: (2 in m.values(), 7 in m.values()))
show('keys ops', lambda: (m.keys() & {'a'}, m.keys() | {'z'}, m.keys() - ['a']))
show('eq', lambda: (m == {'a': 1, 'b': 2}, m == M(a=1), m.__eq__(5)))
show('pop', lambda: (m.pop('a'), m.pop('a', 'dflt')))
show('pop missing', lambda: m.pop('zz'))
show('setdefault', lambda: (m.setdefault('b', 9), m.setdefault('c', 3)))
show('popitem', lambda: m.popitem())
show('update pairs', lambda: m.update([('x', 1)], y=2))


class K:
    def keys(self):
        return ['k1', 'k2']
    def __getitem__(self, k):
        return k.upper()


show('update keys', lambda: m.update(K()))
show('clear', lambda: (m.clear(), len(m)))
show('popitem empty', lambda: M().popitem())
show('reversed', lambda: reversed(M()))


class S(MutableSequence):
    def __init__(self, it=()):
        self.l = list(it)
    def __getitem__(self, i):
        log.append(('get', i))
        return self.l[i]
    def __setitem__(self, i, v):
        self.l[i] = v
    def __delitem__(self, i):
        log.append(('del', i))
        del self.l[i]
    def __len__(self):
        return len(self.l)
    def insert(self, i, v):
        log.append(('insert', i, v))
        self.l.insert(i, v)
    def __repr__(self):
        return 'S(%r)' % self.l


s = S([1, 2, 3, 2])
show('iter', lambda: list(s))
show('contains', lambda: (3 in s, 9 in s))
show('reversed', lambda: list(reversed(s)))
show('index', lambda: (s.index(2), s.index(2, 2), s.index(2, -2), s.index(1, 0, -1)))
show('index missing', lambda: s.index(7))
show('index stop', lambda: s.index(2, 0, 1))
show('count', lambda: s.count(2))
show('append', lambda: (s.append(5), s))
show('extend self', lambda: (s.extend(s), len(s)))
show('reverse', lambda: (s.reverse(), s))
show('pop', lambda: (s.pop(), s.pop(0), s))
show('remove', lambda: (s.remove(2), s))
show('remove missing', lambda: s.remove(42))
show('iadd', lambda: s.__iadd__([8]))
show('clear', lambda: (s.clear(), s))

# the one-trick classes recognise structure; None opts out
class Hook:
    def __iter__(self): return iter(())
    def __len__(self): return 0
    def __contains__(self, x): return False
class NoHash:
    __hash__ = None
class Rev(Hook):
    def __reversed__(self): return iter(())
class Opt(Hook):
    __iter__ = None
class Call:
    def __call__(self): pass
class It:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
class Gen(It):
    def send(self, v): raise StopIteration
    def throw(self, *a): raise StopIteration
    def close(self): pass
for cls in (Iterable, Sized, Container, Collection, Hashable, Reversible, Callable,
            Iterator, Generator, Sequence, Mapping, Set):
    print(cls.__name__, [issubclass(t, cls) for t in (Hook, NoHash, Rev, Opt, Call, It, Gen)])
builtins_ = (list, tuple, str, bytes, bytearray, dict, set, frozenset, range, int, type(None),
             type({}.keys()), type({}.values()), type({}.items()), type(iter([])), type(len),
             type(lambda: 0), type(x for x in ()), slice, type, object, memoryview)
for cls in (Iterable, Iterator, Sized, Container, Collection, Hashable, Reversible, Callable,
            Sequence, MutableSequence, Mapping, MutableMapping, Set, MutableSet, KeysView,
            ValuesView, ItemsView, ByteString, Generator):
    print(cls.__name__, ''.join('1' if issubclass(t, cls) else '.' for t in builtins_))


class MyIterable(Iterable):
    def __iter__(self):
        return iter([1])


print(issubclass(Hook, MyIterable), issubclass(MyIterable, Iterable), list(MyIterable()))
print(Iterable[int], Container[str], MappingView_ := cabc.MappingView[int], Awaitable[int],
      AsyncIterable[int], Sequence[int], Mapping[str, int])
for f in (lambda: Iterable(), lambda: Sequence(), lambda: MutableMapping(), lambda: Set()):
    show('abstract', f)


class Base(Sized, Iterable, Hashable):
    def __len__(self):
        return super().__len__() + 1
    def __iter__(self):
        return super().__iter__()
    def __hash__(self):
        return super().__hash__()


bb = Base()
print(len(bb), list(bb), hash(bb), type(iter(bb)).__name__ in ('generator', 'tuple_iterator'))


class G(Generator):
    def send(self, v):
        if v == 'stop':
            raise StopIteration
        return v
    def throw(self, typ, val=None, tb=None):
        return super().throw(typ, val, tb)


g = G()
show('next', lambda: next(g))
show('throw', lambda: g.throw(ValueError, ValueError('x')))
show('throw type', lambda: g.throw(KeyError))
show('close', lambda: g.close())


class Stubborn(Generator):
    def send(self, v):
        return 1
    def throw(self, *a):
        return 2


show('close ignored', lambda: Stubborn().close())
print(sorted(n for n in dir(cabc) if not n.startswith('_')))
