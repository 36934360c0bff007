# copy and deepcopy of instances as CPython: __copy__/__deepcopy__(memo keyed
# by id), __reduce__, __getstate__/__setstate__, __dict__ and __slots__ state,
# subclasses of list/dict/set/tuple, namedtuples, cycles, the library types.
import copy, collections, datetime, decimal, fractions, enum, re
from dataclasses import dataclass, field
class P:
    def __init__(self): self.items = [1, [2]]
    def __copy__(self):
        print("copying"); n = P(); n.items = self.items; return n
p = P(); q = copy.copy(p); r = copy.deepcopy(p); print(q.items is p.items, r.items is p.items, r.items == p.items, r.items[1] is p.items[1])
class Node:
    def __init__(self, v): self.v = v; self.next = None; self.kids = []
a = Node(1); b = Node(2); a.next = b; b.next = a; a.kids.append(b)
c = copy.deepcopy(a); print(c.v, c.next.v, c.next.next is c, c.kids[0] is c.next, c is not a)
s = copy.copy(a); print(s.kids is a.kids, s.next is b)
@dataclass
class D:
    a: list
    b: dict = field(default_factory=dict)
d = D([1], {"k": [2]}); e = copy.deepcopy(d); e.a.append(2); e.b["k"].append(3); print(d, e, copy.copy(d).a is d.a)
@dataclass(frozen=True)
class F:
    x: list
f = F([1]); g = copy.deepcopy(f); print(g, g.x is f.x, copy.copy(f).x is f.x)
@dataclass(slots=True)
class S:
    x: int
    y: list
s1 = S(1, [2]); s2 = copy.deepcopy(s1); print(s2, s2.y is s1.y)
class Sl:
    __slots__ = ("a", "b")
    def __init__(self): self.a = [1]; self.b = 2
t = copy.deepcopy(Sl()); print(t.a, t.b)
class L(list):
    pass
l = L([1, [2]]); l.tag = "t"; m = copy.deepcopy(l); print(type(m).__name__, m, m.tag, m[1] is l[1], copy.copy(l)[1] is l[1])
class Dd(dict):
    pass
dd = Dd(a=[1]); ee = copy.deepcopy(dd); print(type(ee).__name__, ee, ee["a"] is dd["a"])
class St(set): pass
print(type(copy.copy(St([1,2]))).__name__, sorted(copy.deepcopy(St([3]))), type(copy.deepcopy(St([3]))).__name__)
class T(tuple): pass
print(type(copy.deepcopy(T((1, [2])))).__name__, copy.deepcopy(T((1, [2]))))
Pt = collections.namedtuple("Pt", "x y")
pt = Pt([1], 2); qt = copy.deepcopy(pt); print(qt, qt.x is pt.x, type(qt).__name__, copy.copy(pt) is pt)
dq = collections.deque([[1], 2], maxlen=5); dq2 = copy.deepcopy(dq); dq2[0].append(9); print(dq, dq2, copy.copy(dq))
cn = collections.Counter("aab"); print(copy.deepcopy(cn), copy.copy(cn), type(copy.copy(cn)).__name__)
df = collections.defaultdict(list, {"a": [1]}); df2 = copy.deepcopy(df); df2["b"].append(1); print(df, df2, df2["a"] is df["a"])
od = collections.OrderedDict(b=1, a=[2]); print(copy.deepcopy(od), copy.copy(od))
print(copy.deepcopy(datetime.datetime(2024, 1, 2, 3)), copy.copy(datetime.date(2024, 1, 2)), copy.deepcopy(datetime.timedelta(days=1)), copy.deepcopy(decimal.Decimal("1.5")), copy.deepcopy(fractions.Fraction(1, 3)))
class Color(enum.Enum):
    RED = 1
print(copy.deepcopy(Color.RED) is Color.RED, copy.copy(Color.RED) is Color.RED, copy.deepcopy(re.I))
pat = re.compile("a+"); print(copy.deepcopy(pat) is pat, copy.copy(pat) is pat)
x = [1, 2]; y = {"a": x, "b": x}; z = copy.deepcopy(y); print(z["a"] is z["b"], z["a"] is x)
cyc = []; cyc.append(cyc); cc = copy.deepcopy(cyc); print(cc[0] is cc, cc is not cyc)
tup = ([1],); tt = copy.deepcopy(tup); print(tt[0] is tup[0], copy.deepcopy((1, 2)) is not None)
class G:
    def __init__(self): self.v = 1
    def __getstate__(self): print("getstate"); return {"v": self.v * 10}
    def __setstate__(self, st): print("setstate", st); self.v = st["v"]
print(copy.deepcopy(G()).v, copy.copy(G()).v)
class W:
    def __init__(self, v): self.v = v
    def __deepcopy__(self, memo):
        print("deep", type(memo).__name__); r = W(copy.deepcopy(self.v, memo)); memo[id(self)] = r; return r
w = W([1]); print(copy.deepcopy([w, w])[0].v)
class R:
    def __init__(self, a): self.a = a
    def __reduce__(self): return (R, (self.a * 2,))
print(copy.copy(R(2)).a, copy.deepcopy(R(3)).a)
print(copy.deepcopy({1, 2}), copy.deepcopy(frozenset([1])), copy.deepcopy(bytearray(b"ab")), copy.copy(b"x"), copy.deepcopy(len), copy.deepcopy(int))
print(copy.Error, issubclass(copy.Error, Exception))
