"""Plan execution order of tasks from a tool's dependency listing."""
from collections import deque, defaultdict, OrderedDict
import heapq
import functools

TASKS = [
    {"name": "fetch", "deps": [], "cost": 3},
    {"name": "parse", "deps": ["fetch"], "cost": 2},
    {"name": "index", "deps": ["parse"], "cost": 5},
    {"name": "embed", "deps": ["parse"], "cost": 8},
    {"name": "rank", "deps": ["index", "embed"], "cost": 1},
    {"name": "report", "deps": ["rank", "audit"], "cost": 2},
    {"name": "audit", "deps": ["fetch"], "cost": 4},
]

class CycleError(Exception):
    def __init__(self, nodes):
        super().__init__(f"cycle among {sorted(nodes)}")
        self.nodes = nodes

def toposort(tasks):
    deps = {t["name"]: set(t["deps"]) for t in tasks}
    users = defaultdict(list)
    for n, ds in deps.items():
        for d in ds:
            users[d].append(n)
    ready = [n for n, ds in deps.items() if not ds]
    heapq.heapify(ready)
    order = []
    while ready:
        n = heapq.heappop(ready)
        order.append(n)
        for u in sorted(users[n]):
            deps[u].discard(n)
            if not deps[u]:
                heapq.heappush(ready, u)
    left = {n for n, ds in deps.items() if ds}
    if left:
        raise CycleError(left)
    return order

order = toposort(TASKS)
print(" -> ".join(order))
cost = {t["name"]: t["cost"] for t in TASKS}
finish = {}
for n in order:
    deps = next(t["deps"] for t in TASKS if t["name"] == n)
    start = max((finish[d] for d in deps), default=0)
    finish[n] = start + cost[n]
    print(f"{n:<7} start={start:>2} end={finish[n]:>2}")
print("critical path length:", max(finish.values()))

try:
    toposort(TASKS + [{"name": "fetch2", "deps": ["report2"], "cost": 1},
                      {"name": "report2", "deps": ["fetch2"], "cost": 1}])
except CycleError as e:
    print(f"{type(e).__name__}: {e}; nodes={e.nodes == {'fetch2', 'report2'}}")

def bfs(graph, start):
    seen = {start: 0}
    q = deque([start])
    while q:
        cur = q.popleft()
        for nxt in graph.get(cur, ()):
            if nxt not in seen:
                seen[nxt] = seen[cur] + 1
                q.append(nxt)
    return seen

graph = defaultdict(list)
for t in TASKS:
    for d in t["deps"]:
        graph[d].append(t["name"])
print(dict(graph))
print(bfs(graph, "fetch"))

@functools.lru_cache(maxsize=None)
def paths(n):
    nexts = graph.get(n, [])
    if not nexts:
        return 1
    return sum(paths(m) for m in nexts)

print("paths from fetch:", paths("fetch"), paths.cache_info())
dq = deque(range(5), maxlen=3)
dq.append(9); dq.appendleft(-1); dq.rotate(1)
print(dq, dq.maxlen, list(reversed(dq)))
od = OrderedDict.fromkeys("abc", 0)
od.move_to_end("a"); od["z"] = 1
print(od, list(od), od.popitem(last=False))
pq = []
for pri, name in [(3, "low"), (1, "urgent"), (2, "normal"), (1, "also urgent")]:
    heapq.heappush(pq, (pri, name))
print([heapq.heappop(pq) for _ in range(len(pq))])
print(heapq.nlargest(2, TASKS, key=lambda t: t["cost"]))
print(heapq.nsmallest(3, [5, 1, 8, 3, 9, 2]))
print(functools.reduce(lambda a, b: a * b, [c for c in cost.values()], 1))
