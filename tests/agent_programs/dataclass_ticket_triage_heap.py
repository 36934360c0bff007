# Triage support tickets into a priority heap of frozen, ordered dataclasses.
import dataclasses
import heapq
import itertools
from dataclasses import dataclass, field
from enum import IntEnum


class Severity(IntEnum):
    CRITICAL = 0
    HIGH = 1
    MEDIUM = 2
    LOW = 3


@dataclass(order=True, frozen=True)
class Ticket:
    sort_key: tuple = field(init=False, repr=False)
    severity: Severity
    created: str
    id: str = field(compare=False)
    title: str = field(compare=False, default="")
    tags: tuple = field(compare=False, default=())

    def __post_init__(self):
        object.__setattr__(self, "sort_key", (self.severity, self.created))


def classify(order):
    tags = set(order["tags"])
    if order["status"] == "cancelled" and "rush" in tags:
        return Severity.CRITICAL
    if "fragile" in tags or order["quantity"] >= 8:
        return Severity.HIGH
    if order["status"] == "pending":
        return Severity.MEDIUM
    return Severity.LOW


orders, page = [], 1
while page and page <= 3:
    resp = list_orders(page=page, page_size=10)
    orders += resp["items"]
    page = resp["next_page"]

counter = itertools.count()
heap = []
for o in orders:
    t = Ticket(classify(o), o["created"], o["id"], f"{o['product']} x{o['quantity']}", tuple(o["tags"]))
    heapq.heappush(heap, (t, next(counter)))
print(f"{len(heap)} tickets; top of heap: {heap[0][0]}")
print(dataclasses.fields(Ticket)[0].name, [f.name for f in dataclasses.fields(Ticket) if f.compare])

print("\nwork queue:")
for rank in range(1, 8):
    t, seq = heapq.heappop(heap)
    print(f"{rank}. [{t.severity.name:<8}] {t.created[:10]} {t.id} {t.title:<16} {','.join(t.tags) or '-'}")

t = heap[0][0]
try:
    t.severity = Severity.LOW
except dataclasses.FrozenInstanceError as e:
    print("\nFrozenInstanceError:", e)
try:
    del t.title
except AttributeError as e:
    print(type(e).__name__ + ":", e)
bumped = dataclasses.replace(t, severity=Severity.CRITICAL)
print(bumped < t, bumped.sort_key, t == dataclasses.replace(t, title="other"), hash(t) == hash(dataclasses.replace(t, id="X")))
print(dataclasses.asdict(bumped))
print(dataclasses.astuple(bumped)[1:3], dataclasses.is_dataclass(t), dataclasses.is_dataclass(Ticket))
try:
    dataclasses.replace(t, sort_key=())
except ValueError as e:
    print("ValueError:", e)
try:
    Ticket(Severity.LOW)
except TypeError as e:
    print("TypeError:", e)
try:
    t < "x"
except TypeError as e:
    print("TypeError:", e)

remaining = sorted(item[0] for item in heap)
by_sev = {s.name: sum(1 for r in remaining if r.severity == s) for s in Severity}
print(by_sev, remaining[-1].severity, max(remaining).id == remaining[-1].id)
print(heapq.nsmallest(2, (x[0].id for x in heap)), Severity.HIGH + 1, Severity(2), Severity.LOW > Severity.HIGH)
print(repr(Severity.HIGH), str(Severity.HIGH), f"{Severity.HIGH}", format(Severity.HIGH, ">4"))


@dataclass(frozen=True, slots=True)
class Slot:
    a: int
    b: list = field(default_factory=list, hash=False)


s = Slot(1)
print(s, hash(s) == hash(Slot(1, [2])), Slot.__slots__, hasattr(s, "__dict__"))
try:
    @dataclass
    class Bad:
        x: list = []
except ValueError as e:
    print("ValueError:", e)
try:
    @dataclass
    class Bad2:
        x: int = 0
        y: int
except TypeError as e:
    print("TypeError:", e)
