# Inventory across warehouses with a small class hierarchy.
from abc import ABC, abstractmethod
from functools import total_ordering, cached_property

class InventoryError(Exception):
    pass

class OutOfStock(InventoryError):
    def __init__(self, sku, wanted, have):
        self.sku, self.wanted, self.have = sku, wanted, have
        super().__init__(f"{sku}: wanted {wanted}, only {have} left")

@total_ordering
class Item:
    __slots__ = ("sku", "name", "qty", "reorder_at", "price")
    def __init__(self, sku, name, qty, reorder_at, price):
        self.sku, self.name, self.qty, self.reorder_at, self.price = sku, name, qty, reorder_at, price
    def __repr__(self):
        return f"Item({self.sku!r}, {self.name!r}, qty={self.qty})"
    def __eq__(self, other):
        if not isinstance(other, Item):
            return NotImplemented
        return (self.price, self.sku) == (other.price, other.sku)
    def __lt__(self, other):
        return (self.price, self.sku) < (other.price, other.sku)
    __hash__ = None
    @property
    def value(self):
        return self.qty * self.price
    @property
    def needs_reorder(self):
        return self.qty <= self.reorder_at

class Warehouse(ABC):
    def __init__(self, code):
        self.code = code
        self.items = {d["sku"]: Item(**d) for d in get_inventory(code)}
    @abstractmethod
    def shipping_cost(self, units): ...
    @cached_property
    def total_value(self):
        print(f"  (computing value of {self.code})")
        return round(sum(i.value for i in self.items.values()), 2)
    def take(self, name, n):
        for item in self.items.values():
            if item.name == name:
                if item.qty < n:
                    raise OutOfStock(item.sku, n, item.qty)
                item.qty -= n
                return self.shipping_cost(n)
        raise InventoryError(f"{self.code} has no {name}")
    def __len__(self):
        return len(self.items)
    def __iter__(self):
        return iter(sorted(self.items.values()))
    def __repr__(self):
        return f"<{type(self).__name__} {self.code}: {len(self)} skus>"

class Domestic(Warehouse):
    def shipping_cost(self, units):
        return 4.99 + 0.5 * units

class Overseas(Warehouse):
    def __init__(self, code, duty):
        super().__init__(code)
        self.duty = duty
    def shipping_cost(self, units):
        return round((19.0 + units) * (1 + self.duty), 2)

houses = [Domestic("NYC"), Domestic("SFO"), Overseas("AMS", 0.2), Overseas("BER", 0.15)]
for h in houses:
    print(h, h.total_value, h.total_value)
    low = [i for i in h if i.needs_reorder]
    print("   reorder:", low)
for h, (name, n) in zip(houses, [("widget", 3), ("gizmo", 500), ("sprocket", 2), ("unobtainium", 1)]):
    try:
        print(f"{h.code}: shipped {n} {name}, cost {h.take(name, n):.2f}")
    except OutOfStock as e:
        print(f"{h.code}: {type(e).__name__}: {e} (short by {e.wanted - e.have})")
    except InventoryError as e:
        print(f"{h.code}: {e!r}")
try:
    Warehouse("NYC")
except TypeError as e:
    print(e)
cheapest = min(min(h) for h in houses)
print("cheapest:", cheapest, cheapest.price, cheapest <= cheapest, Item("a", "b", 1, 1, 1.0) > cheapest)
try:
    {cheapest}
except TypeError as e:
    print(e)
try:
    cheapest.colour = "red"
except AttributeError as e:
    print(e)
try:
    Domestic("LHR")
except KeyError as e:
    print("no warehouse", e)
