"""Support-desk metrics with collections: Counter arithmetic and
most_common, deque as a sliding window with maxlen and rotate, defaultdict
of defaultdicts, namedtuple _make/_replace/_asdict/_fields, OrderedDict as
an LRU with move_to_end/popitem, ChainMap overrides, UserDict validation."""
from collections import Counter, deque, defaultdict, namedtuple, OrderedDict, ChainMap, UserDict, UserList
import re

LOG_RE = re.compile(r"^(?P<date>\S+) (?P<time>\S+) (?P<level>\w+) \[(?P<svc>[^\]]+)\] (?P<method>\w+) "
                    r"(?P<path>\S+) status=(?P<status>\d+) latency=(?P<ms>\d+)ms user=(?P<user>\w+)$")
Req = namedtuple("Req", "svc level method path status ms user")

reqs = []
for svc in ("api", "auth", "billing"):
    for line in fetch_logs(svc, limit=40):
        m = LOG_RE.match(line)
        if m:
            reqs.append(Req._make(m.group("svc", "level", "method", "path", "status", "ms", "user")))
reqs = [r._replace(status=int(r.status), ms=int(r.ms)) for r in reqs]
print(len(reqs), Req._fields, reqs[0]._asdict())

levels = Counter(r.level for r in reqs)
paths = Counter(r.path for r in reqs)
print(levels.most_common(), levels.total())
print(paths.most_common(2), sorted(paths.elements())[:3])
errors = Counter(r.path for r in reqs if r.status >= 500)
ok = Counter(r.path for r in reqs if r.status < 400)
print("errors:", dict(sorted(errors.items())))
print("ok - errors:", dict(sorted((ok - errors).items())), "union:", dict(sorted((ok | errors).items())))
print("sum:", sorted((ok + errors).items()), "and:", sorted((ok & errors).items()))
c = Counter(a=3, b=-1)
c.subtract({"a": 5, "c": 2})
print(c, +c, -c, c["zzz"], Counter("mississippi").most_common(3))
c.update(["a", "a"])
print(c, Counter({"x": 2}) == Counter({"x": 2, "y": 0}), Counter(a=1) < Counter(a=2))

window = deque(maxlen=5)
alerts = []
for i, r in enumerate(reqs):
    window.append(r.ms)
    if len(window) == window.maxlen and sum(window) / len(window) > 500:
        alerts.append((i, round(sum(window) / len(window), 1)))
print("alerts:", alerts[:5], len(alerts))
dq = deque(range(6))
dq.rotate(2)
print(dq, end=" ")
dq.rotate(-3)
dq.appendleft(-1)
dq.extendleft([-2, -3])
print(dq, dq.index(3), dq.count(0), dq[1], dq[-1])
dq.remove(0)
print(dq.popleft(), dq.pop(), list(reversed(dq)), deque("abc", maxlen=2))
try:
    deque().pop()
except IndexError as e:
    print("IndexError:", e)

tree = defaultdict(lambda: defaultdict(list))
for r in reqs:
    tree[r.svc][r.status // 100 * 100].append(r.ms)
for svc in sorted(tree):
    print(svc, {k: (len(v), max(v)) for k, v in sorted(tree[svc].items())})
by_user = defaultdict(int)
for r in reqs:
    by_user[r.user] += 1
print(sorted(by_user.items()), by_user.default_factory, dict(defaultdict(int, a=1)))


class LRU(OrderedDict):
    def __init__(self, capacity):
        super().__init__()
        self.capacity = capacity
        self.evicted = []

    def get(self, key, default=None):
        if key in self:
            self.move_to_end(key)
            return self[key]
        return default

    def put(self, key, value):
        self[key] = value
        self.move_to_end(key)
        if len(self) > self.capacity:
            self.evicted.append(self.popitem(last=False)[0])


cache = LRU(3)
for r in reqs[:15]:
    if cache.get(r.path) is None:
        cache.put(r.path, r.ms)
print(list(cache), cache.evicted, cache.get("/nowhere", "miss"))
od = OrderedDict.fromkeys("abcd")
od.move_to_end("b")
od.move_to_end("d", last=False)
print(list(od), od.popitem(), od == OrderedDict.fromkeys("dac"), od == {"a": None, "c": None, "d": None})

defaults = {"timeout": 30, "retries": 3, "region": "north"}
env = {"retries": 5}
cli = {"timeout": 10}
cfg = ChainMap(cli, env, defaults)
print(cfg["timeout"], cfg["retries"], cfg["region"], len(cfg), sorted(cfg))
child = cfg.new_child({"region": "west"})
child["debug"] = True
print(child["region"], child.maps[0], cfg.parents.maps == [env, defaults], "debug" in cfg)
del child["debug"]
try:
    del child["timeout"]
except KeyError as e:
    print("KeyError:", e)


class Settings(UserDict):
    allowed = {"timeout", "retries", "region"}

    def __setitem__(self, key, value):
        if key not in self.allowed:
            raise KeyError(f"unknown setting {key!r}")
        super().__setitem__(key, value)


s = Settings(defaults)
s.update(retries=7)
try:
    s["color"] = "blue"
except KeyError as e:
    print("KeyError:", e)
print(s, s.data is not defaults, isinstance(s, dict), s.get("nope", 0))


class Batch(UserList):
    def total(self):
        return sum(self.data)


b = Batch([r.ms for r in reqs[:6]])
print(b.total(), (b + [1]).total(), type(b[:2]).__name__, b.count(b[0]))
