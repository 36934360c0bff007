# Discrete-event simulation of a support center with heapq: dataclass(order=True) events with compare=False payloads, an itertools.count tiebreaker, heappushpop/heapreplace/merge, and a stats summary.
import heapq
import itertools
import random
from dataclasses import dataclass, field
from collections import defaultdict

@dataclass(order=True)
class Event:
    time: float
    seq: int
    kind: str = field(compare=False)
    payload: dict = field(compare=False, default_factory=dict)

rng = random.Random(2024)
tasks = list_tasks()
seq = itertools.count()
queue = []
for t in tasks:
    heapq.heappush(queue, Event(round(rng.uniform(0, 5), 2), next(seq), "arrive", {"task": t["id"], "work": t["estimate_h"], "prio": t["priority"]}))
agents_free = 2
waiting = []
log = []
stats = defaultdict(list)
while queue:
    ev = heapq.heappop(queue)
    if ev.kind == "arrive":
        heapq.heappush(waiting, (ev.payload["prio"], ev.time, ev.payload["task"], ev.payload["work"]))
    elif ev.kind == "done":
        agents_free += 1
        stats["service"].append(ev.payload["work"])
    while agents_free and waiting:
        prio, arrived, task, work = heapq.heappop(waiting)
        agents_free -= 1
        stats["wait"].append(round(ev.time - arrived, 2))
        heapq.heappush(queue, Event(round(ev.time + work, 2), next(seq), "done", {"task": task, "work": work}))
        log.append(f"t={ev.time:6.2f} start {task} (p{prio}, waited {ev.time - arrived:.2f})")
    log.append(f"t={ev.time:6.2f} {ev.kind:<6} {ev.payload['task']} free={agents_free} waiting={[w[2] for w in sorted(waiting)]}")
print(*log, sep="\n")
print({k: (len(v), round(sum(v) / len(v), 3), max(v)) for k, v in stats.items()})
h = [5, 1, 8, 3, 9, 2]
heapq.heapify(h)
print(h, heapq.heappushpop(h, 0), heapq.heapreplace(h, 7), h, heapq.nsmallest(3, h), heapq.nlargest(2, h))
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0])), list(heapq.merge(["b", "C"], ["a", "D"], key=str.lower)), list(heapq.merge([9, 5], [8, 1], reverse=True)))
e1, e2 = Event(1.0, 1, "a"), Event(1.0, 2, "b", {"x": 1})
print(e1 < e2, e1 == Event(1.0, 1, "zzz"), sorted([e2, e1])[0].kind, e1)
try:
    heapq.heappop([])
except IndexError as e:
    print("IndexError:", e)
try:
    heapq.heappush([{"a": 1}], {"b": 2})
except TypeError as e:
    print("TypeError:", e)
pq = []
for name, p in [("low", 5), ("high", 1), ("mid", 3), ("high2", 1)]:
    heapq.heappush(pq, (p, next(seq), name))
print([heapq.heappop(pq)[2] for _ in range(len(pq))])
class Rev:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v > o.v
    def __repr__(self): return f"Rev({self.v})"
rh = []
for v in [3, 1, 4, 1, 5]:
    heapq.heappush(rh, Rev(v))
print([heapq.heappop(rh) for _ in range(3)], rh)
