# Critical path and a priority schedule for project tasks (topological sort, heapq).
import heapq
from collections import deque, defaultdict
from graphlib import TopologicalSorter, CycleError
from functools import reduce

tasks = {t["id"]: t for t in list_tasks()}
deps = {tid: set(t["deps"]) for tid, t in tasks.items()}
order = list(TopologicalSorter(deps).static_order())
print("topological order:", " -> ".join(order))

# earliest finish times
finish = {}
for tid in order:
    start = max((finish[d] for d in deps[tid]), default=0)
    finish[tid] = start + tasks[tid]["estimate_h"]
end = max(finish.values())
path = deque()
cur = max(finish, key=finish.get)
while cur:
    path.appendleft(cur)
    preds = deps[cur]
    cur = max(preds, key=lambda p: finish[p]) if preds else None
print(f"critical path ({end}h):", " > ".join(path))

# two workers, highest priority (lowest number) ready task first
indegree = {t: len(d) for t, d in deps.items()}
children = defaultdict(list)
for t, ds in deps.items():
    for d in ds:
        children[d].append(t)
ready = [(tasks[t]["priority"], t) for t, n in indegree.items() if n == 0]
heapq.heapify(ready)
workers = [(0, "w1"), (0, "w2")]
running = []
clock = 0
log = []
while ready or running:
    while ready and workers:
        free_at, w = heapq.heappop(workers)
        prio, t = heapq.heappop(ready)
        start = max(clock, free_at)
        heapq.heappush(running, (start + tasks[t]["estimate_h"], t, w))
        log.append((start, w, t, prio))
    done_at, t, w = heapq.heappop(running)
    clock = done_at
    heapq.heappush(workers, (done_at, w))
    for c in sorted(children[t]):
        indegree[c] -= 1
        if indegree[c] == 0:
            heapq.heappush(ready, (tasks[c]["priority"], c))
for start, w, t, prio in log:
    print(f"t={start:>2}h {w} starts {t} (p{prio}) {tasks[t]['title']!r}")
print("makespan:", clock, "h")
hours = reduce(lambda acc, t: acc + t["estimate_h"], tasks.values(), 0)
print(f"utilisation: {hours / (2 * clock):.0%}")
by_owner = defaultdict(int)
for t in tasks.values():
    by_owner[t["owner"]] += t["estimate_h"]
print(sorted(by_owner.items(), key=lambda kv: kv[1], reverse=True))
deps["T1"].add("T7")
try:
    list(TopologicalSorter(deps).static_order())
except CycleError as e:
    print("cycle:", e.args[0], e.args[1])
