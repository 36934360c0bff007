import json
from dataclasses import dataclass, asdict, field
from typing import List, Dict, Optional
from enum import Enum
from functools import reduce
import operator

class Category(Enum):
    HARDWARE = "hardware"
    SOFTWARE = "software"
    SERVICE = "service"

@dataclass(order=True)
class Item:
    sku: str
    name: str
    category: Category
    price: float
    qty: int = 0
    tags: List[str] = field(default_factory=list)

    @property
    def value(self) -> float:
        return self.price * self.qty

RAW = '''[
 {"sku": "HW-001", "name": "Laptop", "category": "hardware", "price": 1299.99, "qty": 14, "tags": ["it", "portable"]},
 {"sku": "SW-010", "name": "IDE License", "category": "software", "price": 199.0, "qty": 120},
 {"sku": "HW-002", "name": "Monitor 27\\"", "category": "hardware", "price": 329.5, "qty": 40, "tags": ["it"]},
 {"sku": "SV-100", "name": "Support plan", "category": "service", "price": 49.95, "qty": 300},
 {"sku": "HW-003", "name": "Dock", "category": "hardware", "price": 89.0, "qty": 0, "tags": []}
]'''

items = [Item(**{**d, "category": Category(d["category"])}) for d in json.loads(RAW)]
print(items[0])
print(repr(items[2].name))

total = reduce(operator.add, (i.value for i in items), 0.0)
print(f"Total inventory value: ${total:,.2f}")

header = f"{'SKU':<8} {'Name':<16} {'Cat':<9} {'Price':>10} {'Qty':>5} {'Value':>12}"
print(header)
print("-" * len(header))
for it in sorted(items, key=lambda i: (i.category.value, -i.value)):
    print(f"{it.sku:<8} {it.name:<16.16} {it.category.name.lower():<9} {it.price:>10,.2f} {it.qty:>5d} {it.value:>12,.2f}")

by_cat: Dict[str, float] = {}
for it in items:
    by_cat[it.category.name] = by_cat.get(it.category.name, 0) + it.value
for cat, v in sorted(by_cat.items(), key=lambda kv: kv[1], reverse=True):
    print(f"{cat:>10} {v / total:7.2%} {'#' * int(30 * v / total)}")

out_of_stock: List[Item] = [i for i in items if i.qty == 0]
print("out of stock:", [i.sku for i in out_of_stock])

def to_json(o):
    if isinstance(o, Enum):
        return o.value
    raise TypeError(f"cannot serialize {type(o).__name__}")

print(json.dumps([asdict(i) for i in items[:2]], indent=2, default=to_json, sort_keys=True))
print(json.dumps({"total": round(total, 2), "count": len(items)}, separators=(",", ":")))
try:
    json.dumps({"when": object()}, default=to_json)
except TypeError as e:
    print("error:", e)
cheapest: Optional[Item] = min(items, key=lambda i: i.price)
print(cheapest.name, max(items).sku, sorted(items)[0].sku)
