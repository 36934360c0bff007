from collections import defaultdict, deque
from dataclasses import dataclass
from datetime import datetime, timedelta
from graphlib import TopologicalSorter, CycleError
import heapq
from typing import Dict, List, Set


@dataclass(frozen=True)
class Task:
    id: str
    title: str
    owner: str
    hours: int
    deps: tuple
    priority: int


tasks: Dict[str, Task] = {
    t["id"]: Task(t["id"], t["title"], t["owner"], t["estimate_h"], tuple(t["deps"]), t["priority"])
    for t in list_tasks()
}
print(f"{len(tasks)} tasks, owners: {sorted({t.owner for t in tasks.values()})}")

ts = TopologicalSorter({tid: t.deps for tid, t in tasks.items()})
order = list(ts.static_order())
print("topo order:", " -> ".join(order))

# Kahn's algorithm with a priority heap, to check
indeg: Dict[str, int] = {tid: len(t.deps) for tid, t in tasks.items()}
children: Dict[str, List[str]] = defaultdict(list)
for t in tasks.values():
    for d in t.deps:
        children[d].append(t.id)
heap = [(tasks[t].priority, t) for t, n in indeg.items() if n == 0]
heapq.heapify(heap)
plan: List[str] = []
while heap:
    _, tid = heapq.heappop(heap)
    plan.append(tid)
    for c in sorted(children[tid]):
        indeg[c] -= 1
        if indeg[c] == 0:
            heapq.heappush(heap, (tasks[c].priority, c))
print("priority plan:", plan)

# earliest finish times (critical path)
finish: Dict[str, int] = {}
for tid in order:
    t = tasks[tid]
    start = max((finish[d] for d in t.deps), default=0)
    finish[tid] = start + t.hours
critical_end = max(finish.values())
path: List[str] = []
cur = max(finish, key=finish.get)
while True:
    path.append(cur)
    deps = tasks[cur].deps
    if not deps:
        break
    cur = max(deps, key=lambda d: finish[d])
print("critical path:", " <- ".join(path), f"({critical_end}h)")

kickoff = datetime(2024, 9, 2, 9, 0)
def work_hours_to_date(h: int) -> datetime:
    days, rem = divmod(h, 8)
    d = kickoff
    while days:
        d += timedelta(days=1)
        if d.weekday() < 5:
            days -= 1
    return d + timedelta(hours=rem)

for tid in order:
    eta = work_hours_to_date(finish[tid])
    print(f"  {tid} {tasks[tid].title:<18} {tasks[tid].owner:<6} done {eta:%a %d %b %H:%M}")

load: Dict[str, int] = defaultdict(int)
for t in tasks.values():
    load[t.owner] += t.hours
for owner, h in sorted(load.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"{owner:>6} {'#' * h} {h}")

reach: Dict[str, Set[str]] = {}
q = deque(["T1"])
seen = {"T1"}
while q:
    n = q.popleft()
    for c in children[n]:
        if c not in seen:
            seen.add(c)
            q.append(c)
print("blocked by T1:", sorted(seen - {"T1"}))
try:
    list(TopologicalSorter({"a": ["b"], "b": ["a"]}).static_order())
except CycleError as e:
    print("cycle:", e.args[0], sorted(e.args[1]))
try:
    tasks["T1"].hours = 3
except Exception as e:
    print(type(e).__name__, e)
print(hash(tasks["T2"]) == hash(Task(**vars(tasks["T2"]))))
