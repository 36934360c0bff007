# sorted / list.sort with key=operator.itemgetter(...): the keys computed
# natively for dicts, lists and tuples; every other item or key goes
# through itemgetter's own call, with the same results and errors.
from operator import itemgetter, attrgetter
import operator
from collections import Counter, OrderedDict, defaultdict

rows = [{"id": i, "g": "abc"[i * 7 % 3], "v": (i * 37) % 11 / 2} for i in range(300)]
r = sorted(rows, key=itemgetter("g", "v", "id"))
print([x["id"] for x in r[:8]], [x["id"] for x in r[-8:]])
r = sorted(rows, key=itemgetter("v"), reverse=True)
print([x["id"] for x in r[:10]])          # stable among equal keys
pairs = [(i % 7, "k%d" % (i % 5), i) for i in range(200)]
print(sorted(pairs, key=itemgetter(1, 0))[:6])
print(sorted(pairs, key=itemgetter(-1), reverse=True)[:4])
lst = [[3, "c"], [1, "a"], [2, "b"], [1, "z"]]
lst.sort(key=itemgetter(0))
print(lst)
print(sorted([], key=itemgetter(0)), sorted([{"a": 1}], key=itemgetter("a")))

# errors: the first failing item's, as itemgetter raises it
for items, g in [([{"a": 1}, {"b": 2}, {}], itemgetter("a")),
                 ([(1, 2), (3,), ()], itemgetter(1)),
                 ([[1], [2]], itemgetter("x")),
                 ([{"a": 1}, 5], itemgetter("a")),
                 ([{"a": 1}, {"a": 2}], itemgetter(["a"])),
                 ([{1: 1}, {2: 2}], itemgetter(1, 2)),
                 ([{"a": 1}, {"a": "s"}], itemgetter("a"))]:
    try:
        print(sorted(items, key=g))
    except Exception as e:
        print(type(e).__name__, e)
    try:
        items.sort(key=g)
        print(items)
    except Exception as e:
        print(type(e).__name__, e, items)

# items that are not dicts/lists/tuples, keys with Python hash/eq
class Row:
    def __init__(self, d):
        self.d = d
    def __getitem__(self, k):
        print("getitem", k)
        return self.d[k]
print([x.d for x in sorted([Row({"a": 2}), Row({"a": 1})], key=itemgetter("a"))])
print(sorted(["bca", "abc", "cab"], key=itemgetter(1)))
print(sorted([b"zy", b"ab"], key=itemgetter(0)))
c = Counter("abracadabra")
print(sorted(c.items(), key=itemgetter(1, 0)))
dd = [defaultdict(int, {"a": 3}), defaultdict(int)]
print(sorted(dd, key=itemgetter("a")))       # __missing__ runs
od = [OrderedDict(a=2), OrderedDict(a=1)]
print(sorted(od, key=itemgetter("a")))

class Key:
    def __init__(self, n):
        self.n = n
    def __hash__(self):
        return 7
    def __eq__(self, other):
        print("eq", self.n, getattr(other, "n", other))
        return isinstance(other, Key) and other.n == self.n
    def __repr__(self):
        return "Key(%d)" % self.n
k1, k2 = Key(1), Key(2)
print(sorted([{k1: 5, k2: 1}, {k2: 0, k1: 3}], key=itemgetter(k2)))
class Weird(str):
    def __hash__(self):
        return hash("a")
    def __eq__(self, other):
        print("weird eq")
        return str.__eq__(self, other)
print(sorted([{Weird("a"): 2}, {Weird("a"): 1}], key=itemgetter("a")))

class Big:
    def __init__(self, n):
        self.n = n
    def __lt__(self, other):
        print("lt", self.n, other.n)
        return self.n < other.n
    def __repr__(self):
        return "Big(%d)" % self.n
print(sorted([{"b": Big(3)}, {"b": Big(1)}, {"b": Big(2)}], key=itemgetter("b")))

# a class of the program that is named itemgetter is not operator's
class itemgetter2(object):
    pass
class itemgetter:
    def __init__(self, k):
        self._keys = (k,)
        self._one = True
    def __call__(self, x):
        return -x[self._keys[0]]
print(sorted([{"a": 1}, {"a": 3}, {"a": 2}], key=itemgetter("a")))
itemgetter = operator.itemgetter
print(sorted([{"a": 1}, {"a": 3}, {"a": 2}], key=itemgetter("a")))
print(sorted([("x", 2), ("y", 1)], key=attrgetter("__class__.__name__")))
print(max(rows, key=itemgetter("v"))["id"], min(rows, key=itemgetter("v", "id"))["id"])

# itemgetter called directly: several keys make the tuple natively for
# dicts, lists and tuples; everything else through Python
g3 = itemgetter("a", "b")
print(g3({"a": 1, "b": 2}), itemgetter(0, -1, 1)([5, 6, 7]), itemgetter(2, 0)((1, 2, 3)))
print(itemgetter(0, 2)("xyz"), itemgetter(slice(1, 3), 0)([1, 2, 3]), itemgetter(0, 0)(b"ab"))
print(itemgetter("a", "a")(Row({"a": 9})), itemgetter(k1, k2)({k1: 1, k2: 2}))
print(list(map(itemgetter(1, 0), [(1, 2), (3, 4)])))
for obj, g in [({"a": 1}, g3), ([1], itemgetter(0, 5)), (5, g3), ({}, itemgetter([], 1)),
               ({"a": 1}, itemgetter("a", [])), ([1, 2], itemgetter(0, "x"))]:
    try:
        print(g(obj))
    except Exception as e:
        print(type(e).__name__, e)
for args, kw in [((), {}), (({}, {}), {}), (({},), {"x": 1})]:
    try:
        g3(*args, **kw)
    except TypeError as e:
        print("TypeError", e)
import functools
try:
    print(functools.reduce(operator.add, [1, 2, 3]))
except Exception as e:
    print(type(e).__name__, e)

# attrgetter as a sort key: own attributes of plain instances natively,
# anything a class could change (properties, slots, class attributes,
# __getattribute__, dotted names) through attrgetter's call
class Pt:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return "Pt(%r, %r)" % (self.x, self.y)
pts = [Pt(i % 4, -i) for i in range(12)]
print(sorted(pts, key=attrgetter("x"))[:5], sorted(pts, key=attrgetter("x", "y"), reverse=True)[:3])
vars(pts[3])
pts[5].z = 1
print(sorted(pts, key=attrgetter("y"))[:3])
class Prop(Pt):
    def __init__(self, x, y):
        self.y = y
    @property
    def x(self):
        print("prop")
        return -self.y
print(sorted([Prop(1, 2), Prop(1, 3)], key=attrgetter("x")))
class Slot:
    __slots__ = ("x",)
    def __init__(self, x):
        self.x = x
    def __repr__(self):
        return "Slot(%r)" % self.x
print(sorted([Slot(3), Slot(1)], key=attrgetter("x")))
class Dflt(Pt):
    y = 100
d1 = Dflt(1, 0)
del d1.y
print(sorted([Dflt(5, 1), d1], key=attrgetter("y")))
class GA(Pt):
    def __getattribute__(self, n):
        print("getattribute", n)
        return object.__getattribute__(self, n)
print(sorted([GA(2, 0), GA(1, 0)], key=attrgetter("x")))
class GetAttr(Pt):
    def __getattr__(self, n):
        print("getattr", n)
        return 0
print(sorted([GetAttr(2, 0), GetAttr(1, 0)], key=attrgetter("x")), sorted([GetAttr(2, 0)], key=attrgetter("w")))
print(sorted([Pt(Pt(2, 0), 0), Pt(Pt(1, 0), 0)], key=attrgetter("x.x")))
print(sorted([Pt(2, 0), Slot(1)], key=attrgetter("x")))
for items, g in [([Pt(1, 2), object()], attrgetter("x")), ([Pt(1, 2), Pt(3, 4)], attrgetter("q")),
                 ([Pt(1, "a"), Pt(1, 2)], attrgetter("x", "y")), ([1, 2], attrgetter("real")),
                 ([Pt(1, 2), 5], attrgetter("x"))]:
    try:
        print(sorted(items, key=g))
    except Exception as e:
        print(type(e).__name__, e)
