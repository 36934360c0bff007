# Support desk queue with the collections module: Counter arithmetic, deque with maxlen and rotate, OrderedDict as LRU, namedtuple defaults, ChainMap settings, defaultdict trees, UserDict/UserList.
from collections import Counter, deque, OrderedDict, namedtuple, ChainMap, defaultdict, UserDict, UserList, UserString

Ticket = namedtuple("Ticket", ["id", "user", "topic", "priority", "tags"], defaults=[2, ()])
logs = fetch_logs("support", limit=40)
tickets = []
for i, line in enumerate(logs):
    parts = line.split()
    tickets.append(Ticket(f"T{i:03d}", parts[-1].split("=")[1], parts[6].strip("/").replace("api/", "") or "root",
                          3 if parts[2] == "ERROR" else 1 if parts[2] == "DEBUG" else 2, tuple(sorted({parts[2].lower(), parts[5]}))))
print(tickets[0], tickets[0]._asdict(), Ticket._fields, Ticket._field_defaults)
print(tickets[1]._replace(priority=9), Ticket._make(["X", "u", "t", 1, ()]), Ticket("a", "b", "c"))
topics = Counter(t.topic for t in tickets)
users = Counter(t.user for t in tickets)
print(topics.most_common(3), users, sum(users.values()), topics.total())
errs = Counter(t.topic for t in tickets if t.priority == 3)
print(topics - errs, errs & topics, errs | Counter(login=10), +Counter(a=-1, b=2), -Counter(a=-1, b=2))
c = Counter("mississippi")
c.update(["s", "z"])
c.subtract({"s": 6, "q": 1})
print(c, sorted(c.elements()), c["missing"], list(c.items())[:3], c == Counter(c))
recent = deque(maxlen=5)
for t in tickets:
    recent.append(t.id)
print(recent, recent.maxlen)
recent.rotate(2)
print(recent, recent.popleft(), recent.pop(), recent)
recent.extendleft("ab")
print(recent, recent.index("b"), recent.count("a"), list(reversed(recent)))
dq = deque(range(6))
dq.rotate(-2)
dq.insert(1, "x")
dq.remove(5)
print(dq, dq[2], dq[-1], len(dq), 3 in dq, deque("abc") + deque("d"), deque([1]) * 3)
try:
    deque(maxlen=2).insert(0, 1) or deque([1, 2], maxlen=2).insert(0, 3)
except IndexError as e:
    print("IndexError:", e)
class LRU(OrderedDict):
    def __init__(self, cap):
        super().__init__()
        self.cap = cap
    def touch(self, k, v):
        if k in self:
            self.move_to_end(k)
        self[k] = v
        if len(self) > self.cap:
            print("  evict", self.popitem(last=False))
lru = LRU(3)
for t in tickets[:8]:
    lru.touch(t.user, t.id)
print(lru, list(lru.keys()))
od = OrderedDict.fromkeys("abc", 0)
od.move_to_end("a")
od.move_to_end("c", last=False)
print(od, od == OrderedDict([("c", 0), ("b", 0), ("a", 0)]), od == {"a": 0, "b": 0, "c": 0}, list(reversed(od)))
defaults = {"sla_h": 24, "notify": "email", "escalate": False}
team = {"sla_h": 8}
user_over = {"notify": "sms"}
cfg = ChainMap(user_over, team, defaults)
print(cfg["sla_h"], cfg["notify"], cfg["escalate"], len(cfg), sorted(cfg), cfg.maps[1])
child = cfg.new_child({"escalate": True})
child["sla_h"] = 1
print(child, child.parents["sla_h"], dict(child))
del child["sla_h"]
try:
    del child["notify"]
except KeyError as e:
    print("KeyError:", e)
tree = lambda: defaultdict(tree)
board = tree()
for t in tickets[:12]:
    board[t.topic][t.user][t.id] = t.priority
print({k: {u: dict(v) for u, v in d.items()} for k, d in sorted(board.items())})
dd = defaultdict(list)
for t in tickets:
    dd[t.priority].append(t.id)
print(sorted((k, len(v)) for k, v in dd.items()), dd.default_factory, repr(defaultdict(int, a=1)))
class Settings(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
    def __missing__(self, key):
        return f"<no {key}>"
s = Settings({"Mode": "fast"})
s["LEVEL"] = 3
print(s, s["mode"], s["nope"], "level" in s, s.get("zzz"), dict(s))
class Stack(UserList):
    def push(self, x):
        self.append(x)
st = Stack([1, 2])
st.push(3)
print(st, st + [4], st[1:], type(st[1:]).__name__, UserString("abc").upper(), UserString("x") + "y")
