# Inventory records with dataclasses: default_factory, __post_init__, InitVar, kw_only, slots, frozen, order, replace.
from dataclasses import dataclass, field, fields, asdict, astuple, replace, InitVar, FrozenInstanceError, KW_ONLY
from typing import ClassVar, List, Optional

@dataclass(order=True)
class Item:
    sort_key: tuple = field(init=False, repr=False)
    sku: str
    name: str
    qty: int = 0
    price: float = 0.0
    tags: List[str] = field(default_factory=list, compare=False)
    warehouse: InitVar[Optional[str]] = None
    count: ClassVar[int] = 0

    def __post_init__(self, warehouse):
        self.sort_key = (-self.qty, self.sku)
        if warehouse:
            self.tags.append(f"wh:{warehouse}")
        Item.count += 1

    @property
    def value(self):
        return round(self.qty * self.price, 2)

@dataclass(frozen=True, slots=True)
class Location:
    warehouse: str
    aisle: int = 1

@dataclass(kw_only=True)
class Reorder:
    item: Item
    amount: int
    urgent: bool = False
    note: str = ""

@dataclass
class Shipment:
    origin: Location
    _: KW_ONLY
    items: list = field(default_factory=list)
    carrier: str = "post"

items = []
for wh in ("AMS", "NYC"):
    for row in get_inventory(wh):
        items.append(Item(row["sku"], row["name"], row["qty"], row["price"], warehouse=wh))
print(Item.count, items[0], items[0].value)
top = sorted(items)[:3]
print([(i.sku, i.qty) for i in top], items[0] == replace(items[0], tags=["x"]), items[0] < items[1])
low = [Reorder(item=i, amount=i.qty * 2 + 10, urgent=i.qty < 5) for i in items if i.qty < 15]
for r in low:
    print(f"reorder {r.item.name:<12} {r.amount:>3} urgent={r.urgent}")
print(asdict(low[0])["item"]["tags"] if low else None, astuple(Location("AMS", 3)))
loc = Location("AMS")
print(loc, hash(loc) == hash(Location("AMS", 1)), loc.__slots__, hasattr(loc, "__dict__"))
try:
    loc.aisle = 4
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e, isinstance(e, AttributeError))
try:
    Reorder(items[0], 3)
except TypeError as e:
    print("TypeError:", e)
try:
    Item("x")
except TypeError as e:
    print("TypeError:", e)
s = Shipment(loc, items=items[:2], carrier="dhl")
print(s.carrier, len(s.items), [f.name for f in fields(Shipment)], [f.name for f in fields(Item)])
print(replace(s, carrier="ups").carrier, s.origin.warehouse, Shipment(Location("B")).items)
print([(f.name, f.default, f.init, f.kw_only) for f in fields(Reorder)][2:])
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class Bad2:
        xs: list = []
except ValueError as e:
    print("ValueError:", e)
print(Item.__match_args__, Location.__match_args__, Reorder.__match_args__)
match items[0]:
    case Item(sku=s, qty=q) if q > 0:
        print("matched", s, q)
