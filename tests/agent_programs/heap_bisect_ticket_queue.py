"""A support queue: tickets prioritised in a heap with stable tie-breaking
and lazy deletion, SLA tiers looked up with bisect, insort of response
times, merge of sorted streams and top-k reports."""
import heapq
import bisect
import itertools
from dataclasses import dataclass, field
from typing import Any

SLA_LIMITS = [1, 4, 8, 24, 72]         # hours
SLA_NAMES = ["P0", "P1", "P2", "P3", "P4", "backlog"]


def tier(hours: float) -> str:
    return SLA_NAMES[bisect.bisect_left(SLA_LIMITS, hours)]


@dataclass(order=True)
class Entry:
    priority: int
    seq: int
    ticket: Any = field(compare=False)
    removed: bool = field(default=False, compare=False)


class TicketQueue:
    def __init__(self):
        self._heap: list[Entry] = []
        self._index: dict[str, Entry] = {}
        self._counter = itertools.count()

    def push(self, tid, priority, payload):
        if tid in self._index:
            self.remove(tid)
        e = Entry(priority, next(self._counter), (tid, payload))
        self._index[tid] = e
        heapq.heappush(self._heap, e)

    def remove(self, tid):
        e = self._index.pop(tid)
        e.removed = True

    def pop(self):
        while self._heap:
            e = heapq.heappop(self._heap)
            if not e.removed:
                del self._index[e.ticket[0]]
                return e.ticket
        raise KeyError("pop from an empty ticket queue")

    def __len__(self):
        return len(self._index)

    def __bool__(self):
        return bool(self._index)


q = TicketQueue()
orders = list_orders(page_size=20)["items"]
for o in orders:
    prio = {"pending": 1, "shipped": 3, "delivered": 5, "cancelled": 2}[o["status"]]
    if "rush" in o["tags"]:
        prio -= 1
    q.push(o["id"], prio, {"region": o["region"], "qty": o["quantity"]})
print("queued:", len(q))
q.push(orders[5]["id"], 0, {"escalated": True})
q.remove(orders[6]["id"])
print("after escalate/remove:", len(q))
served = []
while q and len(served) < 8:
    served.append(q.pop())
for tid, payload in served:
    print(" ", tid, payload)
rest = []
while q:
    rest.append(q.pop()[0])
print("rest order:", rest)
try:
    q.pop()
except KeyError as e:
    print("KeyError:", e)

print([(h, tier(h)) for h in [0.5, 1, 1.01, 4, 23.9, 24, 100]])
resp = []
for o in orders:
    h = (o["quantity"] * 7 + int(o["id"][-2:])) % 50 / 2
    bisect.insort(resp, h)
print("sorted responses:", resp[:10], "...", resp[-3:])
print("within 8h:", bisect.bisect_right(resp, 8), "of", len(resp))
i = bisect.bisect_left(resp, 10)
print("first >= 10 at", i, resp[i] if i < len(resp) else None)
people = sorted([(u["tier"], u["name"]) for u in map(get_user, range(1, 9))])
print(bisect.bisect(people, ("pro",)), bisect.bisect(people, ("pro", "~")))
by_name = sorted(people, key=lambda p: p[1])
print(bisect.bisect_left(by_name, "G", key=lambda p: p[1]), bisect.bisect_right([1, 2, 2, 2, 3], 2, lo=2, hi=4))
bisect.insort_left(by_name, ("free", "Aaron Z"), key=lambda p: p[1])
print(by_name[:3])

a = [o["quantity"] for o in orders[:7]]
b = sorted(o["quantity"] for o in orders[7:14])
print(list(heapq.merge(sorted(a), b)))
print(list(heapq.merge(sorted(a, reverse=True), sorted(b, reverse=True), reverse=True))[:6])
print(list(heapq.merge(["apple", "fig"], ["Banana", "date"], key=str.lower)))
print(heapq.nlargest(3, orders, key=lambda o: (o["quantity"] * o["unit_price"], o["id"]))[0]["id"])
print([o["id"] for o in heapq.nsmallest(4, orders, key=lambda o: (o["created"], o["id"]))])
h = [5, 1, 8, 3]
heapq.heapify(h)
print(h, heapq.heappushpop(h, 0), heapq.heapreplace(h, 9), h, heapq.nsmallest(2, h), heapq.nlargest(0, h))
try:
    heapq.heappop([])
except IndexError as e:
    print("IndexError:", e)
try:
    heapq.heappush(h, "x")
except TypeError as e:
    print("TypeError:", e)
