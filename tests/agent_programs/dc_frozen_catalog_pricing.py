"""Build a priced catalog from inventory across warehouses using frozen,
ordered dataclasses; reprice with replace(); export with asdict()."""
from __future__ import annotations

import json
from dataclasses import asdict, astuple, dataclass, field, replace, fields, FrozenInstanceError
from decimal import Decimal, ROUND_HALF_UP
from typing import Iterable


@dataclass(frozen=True, order=True)
class Sku:
    code: str
    name: str = field(compare=False)

    def __str__(self) -> str:
        return f"{self.code}/{self.name}"


@dataclass(frozen=True, order=True)
class StockLine:
    sort_key: tuple = field(init=False, repr=False)
    sku: Sku
    warehouse: str
    qty: int
    price: Decimal
    tags: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.qty < 0:
            raise ValueError(f"negative qty for {self.sku}")
        # frozen: must go through object.__setattr__
        object.__setattr__(self, "sort_key", (-self.qty, self.sku.code))

    @property
    def value(self) -> Decimal:
        return (self.price * self.qty).quantize(Decimal("0.01"), ROUND_HALF_UP)


@dataclass
class Catalog:
    lines: list[StockLine] = field(default_factory=list)
    notes: dict[str, list[str]] = field(default_factory=dict)

    def add_all(self, items: Iterable[StockLine]) -> int:
        n = 0
        for it in items:
            self.lines.append(it)
            n += 1
        return n

    def note(self, key: str, msg: str) -> None:
        self.notes.setdefault(key, []).append(msg)

    def by_warehouse(self) -> dict[str, list[StockLine]]:
        out: dict[str, list[StockLine]] = {}
        for line in sorted(self.lines):
            out.setdefault(line.warehouse, []).append(line)
        return out


catalog = Catalog()
for wh in ["AMS", "BER", "NYC", "XXX"]:
    try:
        rows = get_inventory(wh)
    except KeyError as e:
        catalog.note("errors", f"{wh}: KeyError {e}")
        continue
    made = catalog.add_all(
        StockLine(Sku(r["sku"], r["name"]), wh, r["qty"], Decimal(str(r["price"])),
                  tuple(sorted({"low"} if r["qty"] <= r["reorder_at"] else set())))
        for r in rows)
    catalog.note("loaded", f"{wh}: {made} lines")

print("notes:", json.dumps(catalog.notes, indent=2, sort_keys=True))
first = min(catalog.lines)
print("min line:", first)
print("fields:", [f.name for f in fields(StockLine)])
print("astuple:", astuple(first)[1:4])

try:
    first.qty = 5
except FrozenInstanceError as e:
    print("frozen:", type(e).__name__, e)

try:
    StockLine(Sku("SKU-000", "bad"), "AMS", -1, Decimal("1"))
except ValueError as e:
    print("validation:", e)

# Reprice: 7.5% uplift on low stock, rounding half-up to cents
uplift = Decimal("1.075")
repriced = [replace(l, price=(l.price * uplift).quantize(Decimal("0.01"), ROUND_HALF_UP))
            if "low" in l.tags else l for l in catalog.lines]
changed = [(a, b) for a, b in zip(catalog.lines, repriced) if a is not b]
print(f"repriced {len(changed)} of {len(repriced)}")
for a, b in changed[:4]:
    print(f"  {str(a.sku):<22} {a.warehouse} {a.price:>7} -> {b.price:>7} ({b.price - a.price:+})")

for wh, lines in catalog.by_warehouse().items():
    total = sum((l.value for l in lines), Decimal(0))
    top = lines[0]
    print(f"{wh}: {len(lines)} lines, value {total:>10,.2f}, most stocked {top.sku.name} x{top.qty}")

def encode(o):
    if isinstance(o, Decimal):
        return format(o, "f")
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")

export = [asdict(l) for l in sorted(repriced, key=lambda l: (l.warehouse, l.sku))[:3]]
print(json.dumps(export, default=encode, indent=1))
print(sorted(repriced)[0] == sorted(catalog.lines)[0], len(set(repriced)))
try:
    json.dumps({"when": catalog}, default=encode)
except TypeError as e:
    print("TypeError:", e)
print(repr(replace(first, qty=0))[:90])
