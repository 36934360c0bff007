"""Inventory system with class hierarchy, __eq__/__hash__, sorting and reports."""
from collections import defaultdict, namedtuple
from enum import Enum, IntEnum
import math

class Unit(Enum):
    PIECE = "pc"
    KG = "kg"
    LITER = "l"

    def __str__(self):
        return self.value

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

Location = namedtuple("Location", ["aisle", "shelf", "bin"], defaults=[0])

class Item:
    __slots__ = ("sku", "name", "qty", "unit", "price", "loc")

    def __init__(self, sku, name, qty, unit=Unit.PIECE, price=0.0, loc=None):
        self.sku, self.name, self.qty, self.unit, self.price = sku, name, qty, unit, price
        self.loc = loc or Location("?", 0)

    @property
    def value(self):
        return self.qty * self.price

    def __repr__(self):
        return f"Item({self.sku!r}, {self.name!r}, qty={self.qty}{self.unit})"

    def __eq__(self, other):
        return isinstance(other, Item) and self.sku == other.sku

    def __hash__(self):
        return hash(self.sku)

    def __lt__(self, other):
        return self.sku < other.sku

class Perishable(Item):
    __slots__ = ("days_left",)

    def __init__(self, *args, days_left=7, **kwargs):
        super().__init__(*args, **kwargs)
        self.days_left = days_left

    @property
    def value(self):
        factor = 1.0 if self.days_left > 3 else 0.5
        return super().value * factor

    def __repr__(self):
        return super().__repr__()[:-1] + f", days_left={self.days_left})"

stock = [
    Item("B-200", "bolts", 1200, price=0.05, loc=Location("A", 3, 12)),
    Perishable("M-001", "milk", 40, Unit.LITER, 0.99, Location("C", 1), days_left=2),
    Item("N-010", "nails", 5000, Unit.KG, 0.01, Location("A", 3, 11)),
    Perishable("A-100", "apples", 85.5, Unit.KG, 2.4, days_left=9),
    Item("W-777", "wrench", 12, price=14.99, loc=Location("B", 2, 1)),
    Item("B-200", "bolts (dup)", 1, price=0.05),
]
print(len(stock), len(set(stock)), sorted(set(stock)))
try:
    stock[0].colour = "red"
except AttributeError as e:
    print(f"{type(e).__name__}: {e}")
print(stock[1].loc, stock[1].loc._asdict(), stock[3].loc, Location._fields, Location._field_defaults)
print(stock[1].loc._replace(bin=9), tuple(stock[0].loc), stock[0].loc.aisle)
print(f"{'sku':<6} {'name':<12} {'qty':>8} {'unit':<4} {'value':>10}")
for it in sorted(stock, key=lambda i: (-i.value, i.sku)):
    print(f"{it.sku:<6} {it.name:<12.12} {it.qty:>8,} {it.unit!s:<4} {it.value:>10.2f}")
by_aisle = defaultdict(list)
for it in stock:
    by_aisle[it.loc.aisle].append(it.sku)
print(dict(sorted(by_aisle.items())))
print(Unit("kg"), Unit.KG.name, Unit.KG.value, repr(Unit.LITER), [u.value for u in Unit])
print(Priority.HIGH > Priority.LOW, Priority.HIGH + 1, sorted([Priority.HIGH, Priority.LOW]), Priority(2))
print(f"{Priority.MEDIUM}", f"{Priority.MEDIUM!r}", int(Priority.MEDIUM), Priority.MEDIUM == 2)
total = sum(i.value for i in stock)
print(f"total value: {total:,.3f} (~{math.ceil(total)}) mean={total / len(stock):.4g}")
reorder = [i for i in stock if i.qty < 50 and not isinstance(i, Perishable)]
print("reorder:", reorder)
expiring = {i.name: i.days_left for i in stock if isinstance(i, Perishable) and i.days_left < 5}
print("expiring:", expiring)
print(Perishable.__mro__[1].__name__, Perishable.__slots__, hasattr(stock[1], "__dict__"))
try:
    Unit("oz")
except ValueError as e:
    print(f"{type(e).__name__}: {e}")
try:
    Location()
except TypeError as e:
    print(f"{type(e).__name__}: {e}")
try:
    Location(1, 2, 3, 4)
except TypeError as e:
    print(f"{type(e).__name__}: {e}")
