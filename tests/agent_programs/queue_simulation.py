# Simulate a support queue: heapq events, seeded arrivals, per-agent stats, and percentile waits.
import heapq
import random
from statistics import mean, quantiles
from dataclasses import dataclass, field

rng = random.Random(5)

@dataclass(order=True)
class Event:
    time: float
    kind: str = field(compare=True)
    ticket: int = field(compare=True, default=-1)
    agent: str = field(compare=False, default="")

AGENTS = ["ada", "alan", "grace"]
events = []
t = 0.0
for i in range(40):
    t += rng.expovariate(1 / 3.0)
    heapq.heappush(events, Event(round(t, 3), "arrive", i))
free = list(AGENTS)
waiting = []
arrived, started, handled = {}, {}, {a: [] for a in AGENTS}
while events:
    ev = heapq.heappop(events)
    if ev.kind == "arrive":
        arrived[ev.ticket] = ev.time
        waiting.append(ev.ticket)
    else:
        free.append(ev.agent)
        free.sort()
    while free and waiting:
        agent = free.pop(0)
        ticket = waiting.pop(0)
        started[ticket] = ev.time
        dur = round(rng.uniform(4, 12) * (0.8 if agent == "grace" else 1.0), 3)
        handled[agent].append(dur)
        heapq.heappush(events, Event(round(ev.time + dur, 3), "done", ticket, agent))
waits = [started[k] - arrived[k] for k in sorted(arrived)]
print(f"{len(waits)} tickets, mean wait {mean(waits):.2f}, max {max(waits):.2f}")
q = quantiles(waits, n=20)
print(f"p50 {q[9]:.2f}  p90 {q[17]:.2f}  p95 {q[18]:.2f}")
for a in AGENTS:
    d = handled[a]
    print(f"{a:<6} {len(d):>3} tickets  busy {sum(d):7.2f}  avg {mean(d):5.2f}")
print("longest waits:", sorted(range(len(waits)), key=waits.__getitem__, reverse=True)[:5])
print(Event(1, "a") < Event(1, "b"), Event(2, "a", 3) == Event(2, "a", 3, "x"))
