# An LRU response cache over tool calls, layered settings with ChainMap,
# a sliding error window with deque(maxlen), and a UserDict with defaults.
from collections import OrderedDict, ChainMap, deque, UserDict, UserList, namedtuple, defaultdict


class LRU:
    def __init__(self, capacity):
        self.capacity, self.data = capacity, OrderedDict()
        self.hits = self.misses = 0

    def get(self, key, loader):
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        value = self.data[key] = loader()
        if len(self.data) > self.capacity:
            old, _ = self.data.popitem(last=False)
            print(f"  evict {old}")
        return value


cache = LRU(3)
for uid in [1, 2, 3, 1, 4, 2, 5, 1, 1]:
    name = cache.get(("user", uid), lambda: get_user(uid)["name"])
print("cache:", list(cache.data), f"hits={cache.hits} misses={cache.misses}")
od = OrderedDict.fromkeys("abcde")
od.move_to_end("b")
od.move_to_end("d", last=False)
print(list(od), od.popitem(), od.popitem(last=False), repr(OrderedDict(x=1)), OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1),
      OrderedDict(a=1, b=2) == dict(b=2, a=1))
print(list(reversed(od)), od | {"z": 0}, type(od | {"z": 0}).__name__)

defaults = {"region": "north", "page_size": 10, "status": None, "retries": 3}
env = {"page_size": 5}
cli = {"status": "shipped"}
cfg = ChainMap(cli, env, defaults)
print(cfg["page_size"], cfg["status"], cfg.get("missing", "-"), len(cfg), sorted(cfg))
print(list_orders(**{k: cfg[k] for k in ("region", "page_size", "status")})["total"])
child = cfg.new_child({"region": "east"})
child["retries"] = 5
print(child["region"], cfg["region"], child.maps[0], child.parents is not None, dict(child.parents) == dict(cfg))
del child["retries"]
try:
    del child["page_size"]
except KeyError as e:
    print("KeyError:", e)
print(repr(ChainMap({"a": 1}, {"b": 2})), "b" in cfg.parents, ChainMap().maps)

window = deque(maxlen=5)
alerts = []
for p in get_metrics("db-02", points=20):
    window.append(p["errors"])
    if len(window) == window.maxlen and sum(window) >= 8:
        alerts.append((p["ts"][11:16], list(window)))
print("alerts:", alerts[:3], len(alerts))
d = deque(range(6))
d.rotate(2)
print(d, d.popleft(), d.pop(), d.index(1), d.count(0))
d.extendleft("ab")
d.rotate(-1)
print(d, d[0], d[-1], len(d), deque("xyz", maxlen=2), repr(deque(maxlen=0)))
try:
    deque().pop()
except IndexError as e:
    print("IndexError:", e)


class Settings(UserDict):
    def __missing__(self, key):
        if key.startswith("timeout_"):
            return 30
        raise KeyError(key)

    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)


s = Settings({"Mode": "fast"})
s["Retries"] = 2
print(s, s["timeout_http"], "mode" in s, s.get("timeout_db"), dict(s))
try:
    s["nope"]
except KeyError as e:
    print("KeyError:", e)


class Batch(UserList):
    def total(self):
        return sum(self.data)


b = Batch([3, 1, 2])
b.append(10)
print(b, b.total(), type(b[1:]).__name__, b + [1], sorted(b), b * 2 == Batch([3, 1, 2, 10] * 2))

Point = namedtuple("Point", "ts value", defaults=[0.0])
pts = [Point(p["ts"][11:13], p["cpu"]) for p in get_metrics("web-03", points=4)]
print(pts, Point("x"), Point._field_defaults, pts[0]._replace(value=-1))
try:
    namedtuple("Bad", "a a")
except ValueError as e:
    print("ValueError:", e)
print(namedtuple("R", "class def x", rename=True)._fields)
tree = lambda: defaultdict(tree)
t = tree()
t["a"]["b"]["c"] = 1
import json
print(json.dumps(t), repr(defaultdict(int, a=1)), defaultdict(list).default_factory)
