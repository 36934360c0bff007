import json
import math
from collections import Counter, defaultdict
from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP
from typing import Dict, List, Optional


class InventoryError(Exception):
    pass


class UnknownWarehouse(InventoryError):
    def __init__(self, code: str) -> None:
        self.code = code
        super().__init__(f"warehouse {code!r} does not exist")


@dataclass
class Line:
    warehouse: str
    sku: str
    name: str
    qty: int
    reorder_at: int
    price: float

    @property
    def needs_reorder(self) -> bool:
        return self.qty <= self.reorder_at

    def order_qty(self, cover: int = 3) -> int:
        target = self.reorder_at * cover
        return max(0, target - self.qty)


def load(code: str) -> List[Line]:
    try:
        rows = get_inventory(code)
    except KeyError as exc:
        raise UnknownWarehouse(code) from exc
    return [Line(code, **r) for r in rows]


lines: List[Line] = []
for wh in ("AMS", "BER", "LHR", "NYC", "SFO"):
    try:
        lines.extend(load(wh))
    except InventoryError as e:
        print(f"skip: {e} (cause {e.__cause__!r})")

print(f"{len(lines)} stock lines")
reorders = [l for l in lines if l.needs_reorder]
cost_by_wh: Dict[str, Decimal] = defaultdict(Decimal)
for l in sorted(reorders, key=lambda l: (l.warehouse, l.name)):
    n = l.order_qty()
    cost = (Decimal(str(l.price)) * n).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    cost_by_wh[l.warehouse] += cost
    print(f"  {l.warehouse} {l.sku} {l.name:<12} have {l.qty:>2} / min {l.reorder_at:>2} -> order {n:>3} = ${cost:>8}")
print("cost per warehouse:", {k: str(v) for k, v in sorted(cost_by_wh.items())})
total = sum(cost_by_wh.values(), Decimal(0))
print(f"total: {total:,.2f}  ({total!r})")

value = Counter()
for l in lines:
    value[l.name] += l.qty * l.price
for name, v in value.most_common(3):
    print(f"{name:<12}{v:>10.2f}")

by_name: Dict[str, List[Line]] = defaultdict(list)
for l in lines:
    by_name[l.name].append(l)
spread = {n: round(max(x.price for x in ls) - min(x.price for x in ls), 2) for n, ls in by_name.items()}
print(json.dumps(spread, indent=1))
cheapest: Optional[Line] = min(lines, key=lambda l: (l.price, l.sku))
print("cheapest:", cheapest)
pallets = {wh: math.ceil(sum(l.qty for l in lines if l.warehouse == wh) / 40) for wh in sorted({l.warehouse for l in lines})}
print("pallets:", pallets)
print(Decimal("1.10") + Decimal("2.205"), Decimal("10") / Decimal("3"), Decimal("2.5").quantize(Decimal("1")))
