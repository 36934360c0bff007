# Instance attributes: a class layout shared by instances (vm/attrs.c) and
# the dict an instance moves to; every order, deletion and __dict__ use
# must look as CPython's.
class A:
    k = 1
    def __init__(self, x):
        self.x = x
        self.y = x * 2
    def f(self):
        return self.x + self.y
a = A(3); b = A(4)
print(a.x, a.y, b.f(), a.k)
print(vars(a), a.__dict__)
b.z = 5
print(b.__dict__, vars(b))
a.w = 1
print(a.__dict__)
del a.w
print(a.__dict__)
c = A(1)
del c.x
print(c.__dict__)
c.x = 9
print(c.__dict__, c.x)
d = A(2)
d.__dict__['q'] = 7
print(d.q, d.__dict__)
e = A(5)
e.f = lambda: 42
print(e.f())
try:
    e.nope
except AttributeError as ex:
    print(ex)
try:
    del e.nope
except AttributeError as ex:
    print(ex)
class B:
    pass
bs = [B() for _ in range(3)]
bs[0].a = 1; bs[0].b = 2
bs[1].b = 1; bs[1].a = 2
bs[2].a = 1; bs[2].c = 3
for o in bs: print(vars(o))
setattr(bs[2], "x"+"y", 5)
print(getattr(bs[2], "xy"), hasattr(bs[2], "a"), hasattr(bs[2], "b"))
object.__setattr__(bs[2], "k", 1)
object.__delattr__(bs[2], "k")
print(vars(bs[2]))
class M:
    def __init__(self):
        for i in range(40):
            setattr(self, f"a{i}", i)
m = M()
print(len(vars(m)), m.a39, M().a20)
import dataclasses
@dataclasses.dataclass
class P:
    x: int
    y: int = 2
print(P(1), P(1) == P(1, 2), dataclasses.asdict(P(3)))
print(e.atr if False else 0)
try:
    e.xx
except AttributeError as ex:
    print(ex)
# the layout's name at an index, the cache's guess, across classes
class Q:
    def __init__(self, first):
        if first:
            self.a = 1
            self.b = 2
        else:
            self.b = 3
            self.a = 4
    def get(self):
        return self.a, self.b
qs = [Q(i % 2 == 0) for i in range(6)]
print([q.get() for q in qs], [list(vars(q)) for q in qs[:2]])
for q in qs:
    q.b = q.b + 10
print([q.get() for q in qs])
# the method shadowed by an instance attribute, then not
class S:
    def m(self):
        return "method"
s1, s2 = S(), S()
s2.m = lambda: "attr"
print(s1.m(), s2.m())
del s2.m
print(s2.m())
# __getattr__, __setattr__, properties and __slots__ around the layout
class G:
    def __init__(self):
        self.x = 1
    def __getattr__(self, n):
        return "missing " + n
class T:
    def __setattr__(self, n, v):
        object.__setattr__(self, n, v * 2)
class P2:
    def __init__(self):
        self._v = 1
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, x):
        self._v = x + 1
class Sl:
    __slots__ = ("p", "q")
g, t, p2, sl = G(), T(), P2(), Sl()
t.y = 5
p2.v = 10
sl.q = 1
sl.p = 2
print(g.x, g.nope, t.y, vars(t), p2.v, vars(p2), sl.p, sl.q)
try:
    sl.r = 3
except AttributeError as ex:
    print(ex)
try:
    sl.__dict__
except AttributeError as ex:
    print(ex)
del sl.q
try:
    sl.q
except AttributeError as ex:
    print(ex)
# a subclass of a builtin type keeps attributes too
class L(list):
    pass
l = L([1, 2])
l.tag = "t"
print(l, l.tag, vars(l))
# more names than one layout holds, then a dict of its own
class Wide:
    pass
w = Wide()
for i in range(35):
    setattr(w, "n%d" % i, i)
w2 = Wide()
w2.n0 = 0
print(len(vars(w)), w.n34, list(vars(w2)), w2.n0)
# the suggestion names an attribute of the instance
class Typo:
    def __init__(self):
        self.total_amount = 1
try:
    Typo().total_amout
except AttributeError as ex:
    print(ex, ex.name)
# a copy made through __dict__ (the new instance in dict mode, the old one too)
class C2:
    def __init__(self, a):
        self.a = a
        self.items = [a]
c2 = C2(1)
c3 = C2.__new__(C2)
c3.__dict__.update(c2.__dict__)
c3.a = 2
c5 = C2(5)
print(vars(c2), vars(c3), c3.items is c2.items, vars(c5), c5.a)
