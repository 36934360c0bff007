# Schedule tasks on two workers with heapq and a dataclass(order=True) event queue; print the timeline.
import heapq
from dataclasses import dataclass, field
from itertools import count

@dataclass(order=True)
class Event:
    time: int
    seq: int
    kind: str = field(compare=False)
    task: str = field(compare=False, default="")

tasks = {t["id"]: t for t in list_tasks()}
indeg = {tid: len(t["deps"]) for tid, t in tasks.items()}
children = {tid: [] for tid in tasks}
for tid, t in tasks.items():
    for d in t["deps"]:
        children[d].append(tid)

ready = [(tasks[t]["priority"], t) for t, n in indeg.items() if n == 0]
heapq.heapify(ready)
events, seq = [], count()
free_workers = ["w1", "w2"]
running = {}
now = 0
timeline = []
while ready or events:
    while ready and free_workers:
        prio, tid = heapq.heappop(ready)
        w = free_workers.pop(0)
        running[tid] = w
        timeline.append((now, w, f"start {tid} (p{prio}, {tasks[tid]['estimate_h']}h)"))
        heapq.heappush(events, Event(now + tasks[tid]["estimate_h"], next(seq), "done", tid))
    ev = heapq.heappop(events)
    now = ev.time
    w = running.pop(ev.task)
    free_workers.append(w)
    free_workers.sort()
    timeline.append((now, w, f"finish {ev.task}"))
    for c in children[ev.task]:
        indeg[c] -= 1
        if indeg[c] == 0:
            heapq.heappush(ready, (tasks[c]["priority"], c))

for t, w, what in timeline:
    print(f"t={t:>3}h  {w}  {what}")
print("makespan:", now, "h")
nums = [5, 1, 8, 3, 9, 2]
print(heapq.nsmallest(3, nums), heapq.nlargest(2, tasks.values(), key=lambda t: t["estimate_h"])[0]["id"])
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0])), list(heapq.merge(["b", "a"], ["c"], key=len, reverse=True)))
h = []
for x in nums:
    heapq.heappush(h, -x)
print([-heapq.heappop(h) for _ in range(3)], heapq.heappushpop(h, -100), heapq.heapreplace(h, 0), h)
print(Event(1, 2, "a") < Event(1, 3, "z"), Event(2, 0, "x") == Event(2, 0, "y"))
