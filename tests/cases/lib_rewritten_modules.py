# functools (total_ordering from each root, reduce/partial/partialmethod,
# cached_property, lru_cache, singledispatch, wraps), copy (cycles, slots,
# state hooks, list/dict subclasses), graphlib (60 seeded random graphs:
# static order or the cycle found), dataclasses, types and codecs names.
import functools, copy, graphlib, random, types, codecs
from dataclasses import dataclass, field, fields, asdict, astuple, replace, make_dataclass, InitVar, KW_ONLY, FrozenInstanceError, is_dataclass
import dataclasses
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# total_ordering
log = []
for root in ('__lt__', '__le__', '__gt__', '__ge__'):
    def mk(root):
        ns = {'__init__': lambda self, v: setattr(self, 'v', v),
              '__eq__': lambda self, o: (log.append('eq'), self.v == o.v)[1] if isinstance(o, type(self)) else NotImplemented}
        ops = {'__lt__': lambda s, o: s.v < o.v, '__le__': lambda s, o: s.v <= o.v,
               '__gt__': lambda s, o: s.v > o.v, '__ge__': lambda s, o: s.v >= o.v}
        def f(self, o, op=ops[root]):
            log.append(root)
            if not isinstance(o, type(self)):
                return NotImplemented
            return op(self, o)
        ns[root] = f
        return functools.total_ordering(type('O' + root[2:4], (), ns))
    O = mk(root)
    for a in range(3):
        for b in range(3):
            del log[:]
            print(root, a, b, O(a) < O(b), O(a) <= O(b), O(a) > O(b), O(a) >= O(b), log)
    print([getattr(O, n).__name__ for n in ('__lt__', '__le__', '__gt__', '__ge__')])
    t(lambda: O(1) < 5)
t(lambda: functools.total_ordering(type('N', (), {})))
# reduce / partial
print(functools.reduce(lambda a, b: a * b, range(1, 6)), functools.reduce(lambda a, b: a + b, [], 7))
t(lambda: functools.reduce(lambda a, b: a, []))
t(lambda: functools.reduce(lambda a, b: a, 5))
t(lambda: functools.reduce(len))
p = functools.partial(functools.partial(max, 1, key=abs), -5, key=lambda x: x)
print(p(3), p.args, sorted(p.keywords), p.func, repr(functools.partial(print, 1, sep='-')))
t(lambda: functools.partial())
t(lambda: functools.partial(5))
class PM:
    def f(self, a, b=2, *, c=3):
        return (a, b, c)
    g = functools.partialmethod(f, 10, c=30)
    h = functools.partialmethod(g, 20)
print(PM().g(), PM().h(), PM().g(c=1), repr(PM.__dict__['g'])[:30])
t(lambda: functools.partialmethod(5))
# cached_property
class CP:
    calls = 0
    @functools.cached_property
    def x(self):
        CP.calls += 1
        return CP.calls
c = CP()
print(c.x, c.x, CP.calls, 'x' in c.__dict__, CP.x.attrname, type(CP.x).__name__)
del c.x
print(c.x)
cp = functools.cached_property(lambda self: 1)
t(lambda: cp.__get__(CP()))
def twonames():
    class Z:
        a = cp
        b = cp
# lru_cache
@functools.lru_cache(maxsize=2)
def sq(x):
    return x * x
print([sq(i) for i in (1, 2, 1, 3, 2, 1)], sq.cache_info(), sq.cache_parameters(), sq.__name__)
sq.cache_clear()
print(sq.cache_info())
t(lambda: functools.lru_cache(maxsize='x'))
@functools.lru_cache
def one(x):
    return x
print(one(1), one.cache_info(), functools.lru_cache(-3)(len).cache_info())
@functools.cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(50), fib.cache_info())
# singledispatch
@functools.singledispatch
def show(x):
    return 'obj'
@show.register
def _(x: int):
    return 'int'
@show.register(list)
def _(x):
    return 'list'
show.register(str, lambda x: 'str')
print(show(1), show(True), show([1]), show('a'), show(1.5), show.dispatch(bool).__name__, sorted(k.__name__ for k in show.registry))
t(lambda: show.register(5, len))
t(lambda: show.register(5))
t(lambda: show())
def noann(x):
    return 1
try:
    show.register(noann)
except TypeError as e:
    print(str(e)[:40], str(e)[-60:])
class SD:
    @functools.singledispatchmethod
    def m(self, x):
        return 'base'
    @m.register
    def _(self, x: int):
        return 'int'
print(SD().m(1), SD().m('s'))
# wraps
def deco(f):
    @functools.wraps(f)
    def inner(*a):
        return f(*a)
    return inner
@deco
def documented(a):
    "doc here"
    return a
print(documented.__name__, documented.__doc__, documented.__wrapped__.__name__, documented(3))
# copy
class Pt:
    def __init__(self, x):
        self.x = x
        self.l = [x]
a = Pt(1)
b = copy.copy(a); c = copy.deepcopy(a)
print(b.l is a.l, c.l is a.l, c.x, type(c).__name__)
cyc = [1]; cyc.append(cyc); tup = (cyc, 2)
d = copy.deepcopy(tup)
print(d[0][1] is d[0], d is tup, copy.deepcopy((1, 2)) == (1, 2))
class Sl:
    __slots__ = ('a', 'b')
s = Sl(); s.a = 1
s2 = copy.deepcopy(s)
print(s2.a, hasattr(s2, 'b'))
class St:
    def __init__(self): self.v = 1
    def __getstate__(self): return {'v': 99}
    def __setstate__(self, st): self.w = st
print(vars(copy.copy(St())), vars(copy.deepcopy(St())))
class LS(list): pass
ls = LS([1, [2]]); ls.tag = 't'
ls2 = copy.deepcopy(ls)
print(ls2, type(ls2).__name__, ls2.tag, ls2[1] is ls[1])
class DS(dict): pass
ds = DS(a=[1]); ds2 = copy.deepcopy(ds); print(ds2, ds2['a'] is ds['a'])
memo = {}
copy.deepcopy([a, a], memo); print(len(memo) > 2)
# graphlib
r = random.Random(3)
for trial in range(60):
    ts = graphlib.TopologicalSorter()
    nodes = list(range(r.randrange(1, 9)))
    for _ in range(r.randrange(0, 12)):
        n = r.choice(nodes)
        ts.add(n, *[r.choice(nodes) for _ in range(r.randrange(0, 3))])
    try:
        print(list(ts.static_order()))
    except graphlib.CycleError as e:
        print('cycle', e.args)
ts = graphlib.TopologicalSorter({'b': ['a'], 'c': ['a', 'b']})
t(lambda: ts.get_ready())
ts.prepare()
t(lambda: ts.prepare())
t(lambda: ts.add('x'))
print(ts.get_ready(), ts.is_active(), bool(ts))
t(lambda: ts.done('zz'))
t(lambda: ts.done('b'))
ts.done('a')
t(lambda: ts.done('a'))
print(ts.get_ready(), graphlib.TopologicalSorter[int])
# dataclasses
@dataclass(order=True)
class DC:
    a: int
    b: list = field(default_factory=list, compare=False)
    c: str = 'x'
print(DC(1), DC(1) == DC(1, [2]), DC(1) < DC(2), fields(DC)[0].name, asdict(DC(1, [DC(2)])), astuple(DC(3)))
print(repr(fields(DC)[1]).replace(repr(dataclasses.MISSING), 'MISSING'))
print(repr(DC.__dataclass_params__), replace(DC(1), c='y'), DC.__match_args__)
t(lambda: replace(DC(1), zz=1))
t(lambda: DC())
t(lambda: DC(1, 2, 3, 4))
t(lambda: asdict(DC))
def bad1():
    @dataclass
    class B:
        a: int = 1
        b: int
t(bad1)
def bad2():
    @dataclass
    class B:
        a: list = []
t(bad2)
def bad3():
    @dataclass(order=True, eq=False)
    class B:
        a: int
t(bad3)
@dataclass(frozen=True)
class FZ:
    a: int
    i: InitVar[int] = 0
    def __post_init__(self, i):
        object.__setattr__(self, 'a', self.a + i)
print(FZ(1, 2), hash(FZ(1)) == hash(FZ(1)))
t(lambda: setattr(FZ(1), 'a', 2))
t(lambda: replace(FZ(1)))
def bad4():
    @dataclass
    class NF(FZ):
        b: int = 0
t(bad4)
@dataclass
class KW:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int
print(KW(1, c=3), KW.__match_args__)
t(lambda: KW(1, 2, 3))
t(lambda: KW(1))
MD = make_dataclass('MD', ['x', ('y', int), ('z', int, field(default=5))], namespace={'m': lambda self: 1})
print(MD(1, 2), MD(1, 2).m(), MD.__module__, fields(MD)[0].type)
t(lambda: make_dataclass('X', ['a', 'a']))
t(lambda: make_dataclass('X', ['def']))
t(lambda: make_dataclass('X', [('a', int, 1, 2)]))
t(lambda: make_dataclass('X', [5]))
print(is_dataclass(DC), is_dataclass(DC(1)), is_dataclass(int), repr(dataclasses.MISSING)[:40])
@dataclass(unsafe_hash=True)
class UH:
    a: int
    b: int = field(hash=False)
print(hash(UH(1, 2)) == hash(UH(1, 3)))
@dataclass
class WithEq:
    a: int
    def __eq__(self, o): return True
print(WithEq.__hash__)
# types / codecs
print(types.FunctionType, types.LambdaType is types.FunctionType, types.NoneType, types.GenericAlias, types.UnionType, types.MethodType, types.BuiltinMethodType, types.ModuleType)
print(codecs.BOM_UTF8, codecs.BOM_UTF16_BE, codecs.BOM_UTF32, codecs.BOM, codecs.BOM_UTF32_BE)
ci = codecs.lookup('UTF8')
print(ci.name, ci.encode('hé'), ci.decode(b'h\xc3\xa9'), len(ci))
