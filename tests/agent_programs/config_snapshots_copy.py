# Config snapshots with the copy module: shallow vs deep copies of nested tool data, shared references preserved, cycles, custom __copy__/__deepcopy__/__replace__-free classes, memo, and repr of self-referencing containers.
import copy

base = {"service": "billing", "hosts": ["web-1", "web-2"], "limits": {"cpu": 80, "mem": [2048, 4096]}, "weather": get_weather("Paris")}
shallow = copy.copy(base)
deep = copy.deepcopy(base)
shallow["hosts"].append("web-3")
deep["limits"]["mem"].append(8192)
shallow["service"] = "billing-v2"
print(base["hosts"], base["limits"]["mem"], base["service"], shallow is base, shallow["limits"] is base["limits"], deep["limits"] is base["limits"])
shared = [1, 2]
pair = {"a": shared, "b": shared, "t": (shared, 3), "f": frozenset({1}), "s": "str"}
dp = copy.deepcopy(pair)
print(dp["a"] is dp["b"], dp["t"][0] is dp["a"], dp["a"] is shared, dp["f"] is pair["f"], dp["s"] is pair["s"], copy.deepcopy((1, "x")) is not None)
t = (1, 2, (3, 4))
print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, [2]))[1] is None)
cyc = [1, 2]
cyc.append(cyc)
d = {"k": 1}
d["self"] = d
c2 = copy.deepcopy(cyc)
print(cyc, c2, c2[2] is c2, c2 is cyc, d, copy.deepcopy(d)["self"]["self"]["k"])

class Node:
    instances = 0
    def __init__(self, name, children=None):
        Node.instances += 1
        self.name = name
        self.children = children or []
        self.parent = None
        for ch in self.children:
            ch.parent = self
    def __repr__(self):
        return f"Node({self.name}, {len(self.children)} kids, parent={self.parent.name if self.parent else None})"
tree = Node("root", [Node("a", [Node("a1")]), Node("b")])
t2 = copy.deepcopy(tree)
t2.children[0].name = "A"
print(tree.children, t2.children, t2.children[0].children[0].parent is t2.children[0], Node.instances)
t3 = copy.copy(tree)
print(t3.children is tree.children, t3 is tree, vars(t3).keys() == vars(tree).keys())

class Connection:
    def __init__(self, dsn):
        self.dsn = dsn
        self.cache = {"q": [1]}
    def __copy__(self):
        print("  __copy__ called")
        new = Connection.__new__(Connection)
        new.dsn = self.dsn
        new.cache = {}
        return new
    def __deepcopy__(self, memo):
        print("  __deepcopy__ called, memo has", len(memo) > 0)
        new = Connection(self.dsn + "#clone")
        memo[id(self)] = new
        new.cache = copy.deepcopy(self.cache, memo)
        return new
conn = Connection("db://x")
print(copy.copy(conn).cache, copy.deepcopy(conn).dsn, copy.deepcopy([conn, conn])[0].dsn)
class Slotted:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
s = copy.deepcopy(Slotted([1], 2))
print(s.x, s.y, type(s).__name__)
class WithState:
    def __init__(self):
        self.items = [1, 2]
        self.secret = "token"
    def __getstate__(self):
        st = self.__dict__.copy()
        del st["secret"]
        return st
    def __setstate__(self, st):
        self.__dict__.update(st)
        self.secret = "<redacted>"
w = copy.deepcopy(WithState())
print(w.items, w.secret)
print(copy.copy([1, [2]]), copy.copy({1, 2}), copy.copy(range(3)), copy.deepcopy(len) is len, copy.copy(Node) is Node)
big = [[i] * 3 for i in range(4)]
aliased = [big[0]] * 3
copied = copy.deepcopy(aliased)
copied[0].append("x")
print(copied, aliased[0])
lst = [1, 2]
lst.append(lst)
print(repr([lst, lst]), str({"a": {"b": lst}}))
