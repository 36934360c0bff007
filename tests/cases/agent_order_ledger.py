"""Aggregate orders returned by a (mock) tool call, agent style."""
import json
from collections import defaultdict, Counter
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Optional

RAW = json.dumps([
    {"id": 101, "customer": "acme", "items": [{"sku": "A-1", "qty": 3, "price": 9.99}], "placed": "2024-03-01T09:15:00", "status": "shipped"},
    {"id": 102, "customer": "globex", "items": [{"sku": "B-7", "qty": 1, "price": 1249.5}, {"sku": "A-1", "qty": 10, "price": 9.49}], "placed": "2024-03-02T17:40:12", "status": "pending"},
    {"id": 103, "customer": "acme", "items": [], "placed": "2024-03-05T08:00:00", "status": "cancelled"},
    {"id": 104, "customer": "initech", "items": [{"sku": "C-3", "qty": 2, "price": 310.0}], "placed": "2024-02-28T23:59:59", "status": "shipped"},
    {"id": 105, "customer": "globex", "items": [{"sku": "C-3", "qty": 1, "price": 299.99}], "placed": "2024-03-07T12:00:00", "status": "refunded", "note": None},
])

@dataclass(order=True)
class Order:
    placed: datetime
    id: int
    customer: str = field(compare=False)
    status: str = field(compare=False, default="pending")
    lines: list = field(default_factory=list, compare=False, repr=False)
    note: Optional[str] = field(default=None, compare=False)

    @property
    def total(self) -> float:
        return round(sum(l["qty"] * l["price"] for l in self.lines), 2)

    @property
    def units(self) -> int:
        return sum(l["qty"] for l in self.lines)

def parse(raw: str) -> list[Order]:
    out = []
    for rec in json.loads(raw):
        out.append(Order(
            placed=datetime.fromisoformat(rec["placed"]),
            id=rec["id"],
            customer=rec["customer"],
            status=rec.get("status", "pending"),
            lines=rec["items"],
            note=rec.get("note"),
        ))
    return out

orders = parse(RAW)
print(f"parsed {len(orders)} orders")
for o in sorted(orders):
    print(repr(o))

by_customer = defaultdict(list)
for o in orders:
    by_customer[o.customer].append(o)

print(f"{'customer':<10}|{'orders':>7}|{'units':>6}|{'revenue':>12}")
print("-" * 38)
for cust, os_ in sorted(by_customer.items(), key=lambda kv: -sum(o.total for o in kv[1])):
    rev = sum(o.total for o in os_ if o.status != "refunded")
    print(f"{cust:<10}|{len(os_):>7d}|{sum(o.units for o in os_):>6}|{rev:>12,.2f}")

statuses = Counter(o.status for o in orders)
print(statuses.most_common())
print(dict(sorted(statuses.items())))
total = sum(o.total for o in orders)
for s, n in statuses.most_common(2):
    print(f"{s!r:>12}: {n / len(orders):.1%}")

first = min(orders).placed
last = max(orders).placed
span = last - first
print(f"span: {span}, days={span.days}, secs={span.seconds}")
print(f"first: {first:%Y-%m-%d %H:%M} ({first:%A}), last: {last.isoformat()}")
week = first.date() + timedelta(weeks=1)
print("one week after first:", week, week.strftime("%d %b %Y"), week.weekday(), week.isoweekday())
print([o.id for o in orders if o.placed.date() < date(2024, 3, 3)])

skus = Counter()
for o in orders:
    for l in o.lines:
        skus[l["sku"]] += l["qty"]
print(skus)
print(skus.most_common(1)[0])
report = {"total": total, "top_sku": skus.most_common(1)[0][0], "by_status": statuses}
print(json.dumps(report, indent=2, sort_keys=True))
print(json.dumps({"orders": [o.id for o in orders]}, separators=(",", ":")))
try:
    Order(datetime(2024, 1, 1), 1, "x", "y", [], None, "extra")
except TypeError as e:
    print(f"{type(e).__name__}: {e}")
try:
    Order(id=1, customer="x")
except TypeError as e:
    print(f"{type(e).__name__}: {e}")
try:
    Order(datetime(2024, 1, 1), 1, "x", colour="red")
except TypeError as e:
    print(f"{type(e).__name__}: {e}")
