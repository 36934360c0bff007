# Typed order models with nested dataclasses, validation in __post_init__, asdict/JSON round trips and a frozen key class.
from dataclasses import dataclass, field, asdict, astuple, replace, fields, FrozenInstanceError
from typing import Optional
import json

@dataclass(frozen=True, order=True)
class Sku:
    product: str
    region: str

@dataclass
class Line:
    sku: Sku
    qty: int
    unit: float
    tags: list[str] = field(default_factory=list)
    def __post_init__(self):
        if self.qty <= 0:
            raise ValueError(f"qty must be positive, got {self.qty}")
    @property
    def total(self) -> float:
        return round(self.qty * self.unit, 2)

@dataclass
class Batch:
    name: str
    lines: list[Line] = field(default_factory=list)
    note: Optional[str] = None
    count: int = field(default=0, repr=False, compare=False)
    def add(self, line: Line):
        self.lines.append(line)
        self.count += 1

items = list_orders(status="shipped", page_size=30)["items"]
batch = Batch("shipped")
for o in items:
    batch.add(Line(Sku(o["product"], o["region"]), o["quantity"], o["unit_price"], o["tags"]))
print(batch.count, repr(batch.lines[0]))
print(batch == Batch("shipped", list(batch.lines)), [f.name for f in fields(Line)])
by_sku = {}
for ln in batch.lines:
    by_sku[ln.sku] = by_sku.get(ln.sku, 0) + ln.total
for sku in sorted(by_sku)[:5]:
    print(f"{sku.product:>12}/{sku.region:<6} {by_sku[sku]:8.2f}")
data = asdict(batch)
text = json.dumps(data, sort_keys=True)
print(len(text), text[:120])
back = json.loads(text)
rebuilt = Batch(back["name"], [Line(Sku(**l["sku"]), l["qty"], l["unit"], l["tags"]) for l in back["lines"]], back["note"])
print(rebuilt == batch, rebuilt.count, astuple(rebuilt.lines[0]))
cheaper = replace(batch.lines[0], unit=0.5)
print(cheaper.total, cheaper.sku is batch.lines[0].sku, cheaper)
try:
    Line(Sku("x", "y"), 0, 1.0)
except ValueError as e:
    print("invalid:", e)
key = Sku("widget", "north")
print(hash(key) == hash(Sku("widget", "north")), key < Sku("widget", "south"), key)
try:
    key.region = "south"
except FrozenInstanceError as e:
    print(type(e).__name__, e)
print(Batch("empty"))
bad = Line(Sku("a", "b"), 2, 3.0)
bad.sku.product = "oops"
