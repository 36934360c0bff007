from dataclasses import dataclass
from collections import defaultdict
from enum import Enum
import itertools, operator

class Cat(Enum):
    FOOD = "food"
    TOOL = "tool"

@dataclass
class Item:
    sku: str
    name: str
    cat: Cat
    price: float
    qty: int = 0
    @property
    def value(self):
        return round(self.price * self.qty, 2)

class Inventory:
    def __init__(self):
        self.items = {}
        self._ids = itertools.count(1)
    def add(self, name, cat, price, qty):
        sku = f"S{next(self._ids):03d}"
        self.items[sku] = Item(sku, name, cat, price, qty)
        return sku
    def by_cat(self):
        out = defaultdict(list)
        for it in sorted(self.items.values(), key=operator.attrgetter("cat.value", "name")):
            out[it.cat].append(it.name)
        return dict(out)
    def total(self):
        return sum(i.value for i in self.items.values())
    def __getitem__(self, sku):
        return self.items[sku]
    def __len__(self):
        return len(self.items)

inv = Inventory()
for args in [("apple", Cat.FOOD, 0.5, 10), ("saw", Cat.TOOL, 12.99, 2), ("bread", Cat.FOOD, 2.25, 3)]:
    inv.add(*args)
print(len(inv), inv["S002"], inv.total(), inv.by_cat())
groups = itertools.groupby(sorted(inv.items.values(), key=lambda i: i.cat.value), key=lambda i: i.cat)
print({k.name: [i.sku for i in g] for k, g in groups})
print(max(inv.items.values(), key=operator.attrgetter("value")).name)
