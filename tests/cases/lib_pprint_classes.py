# pprint lays out dataclasses, SimpleNamespace, OrderedDict, defaultdict,
# Counter and deque as CPython, and subclasses that keep a builtin's repr as
# that builtin; a recursive dataclass repr shows ...
import pprint, collections, types
from dataclasses import dataclass, field
@dataclass
class D:
    a: list
    name: str = "x" * 30
    hidden: int = field(default=0, repr=False)
@dataclass
class Tree:
    label: str
    children: list = field(default_factory=list)
pprint.pprint(D(list(range(30))))
t = Tree("root", [Tree("child-%d" % i, [Tree("leaf-%d-%d" % (i, j)) for j in range(2)]) for i in range(3)])
pprint.pprint(t)
pprint.pprint([t], width=50)
@dataclass
class R:
    v: int
    def __repr__(self): return "R!" * 50
pprint.pprint(R(1))
cyc = Tree("c"); cyc.children.append(cyc)
print(repr(cyc))
od = collections.OrderedDict((("key%d" % i, list(range(i))) for i in range(8)))
pprint.pprint(od)
pprint.pprint(collections.OrderedDict())
dd = collections.defaultdict(list, {("k%d" % i): ["v"] * i for i in range(8)})
pprint.pprint(dd)
c = collections.Counter("the quick brown fox jumps over the lazy dog and keeps running far away")
pprint.pprint(c)
pprint.pprint(c, width=200)
dq = collections.deque(range(40)); pprint.pprint(dq)
dq = collections.deque(("item-%d" % i for i in range(20)), maxlen=30); pprint.pprint(dq)
ns = types.SimpleNamespace(alpha=list(range(20)), beta="b" * 40, gamma={"x": 1})
pprint.pprint(ns)
class MyDict(dict): pass
class MyList(list): pass
md = MyDict({"b%d" % i: i for i in range(15)})
pprint.pprint(md)
pprint.pprint(MyList(range(40)))
pprint.pprint({"z": MyDict(b=1, a=2), "a": MyList([3, 1])})
class Cnt(collections.Counter): pass
pprint.pprint(Cnt("abracadabra" * 5), width=20)
print(pprint.pformat(D([1]), width=5))
pprint.pp({"nested": {"deep": [D([i]) for i in range(3)]}})
