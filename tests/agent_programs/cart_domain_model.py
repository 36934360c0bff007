from abc import ABC, abstractmethod
from collections import UserDict
from dataclasses import dataclass, field, asdict
from functools import cmp_to_key
from typing import Dict, Iterator, List, NamedTuple, Optional, overload
import enum
import reprlib


class Money(NamedTuple):
    cents: int
    currency: str = "USD"

    def __str__(self) -> str:
        return f"{self.currency} {self.cents / 100:,.2f}"

    def __add__(self, other: "Money") -> "Money":  # type: ignore[override]
        if other.currency != self.currency:
            raise ValueError(f"cannot add {other.currency} to {self.currency}")
        return Money(self.cents + other.cents, self.currency)


class Discount(ABC):
    @abstractmethod
    def apply(self, subtotal: Money) -> Money: ...

    def __repr__(self) -> str:
        return f"<{type(self).__name__}>"


class PercentOff(Discount):
    def __init__(self, pct: int) -> None:
        self.pct = pct

    def apply(self, subtotal: Money) -> Money:
        return Money(subtotal.cents * self.pct // 100, subtotal.currency)


@enum.unique
class Status(enum.Enum):
    OPEN = 1
    PAID = 2
    VOID = 3


@dataclass
class Item:
    sku: str
    name: str
    price: Money
    qty: int = 1

    @property
    def total(self) -> Money:
        return Money(self.price.cents * self.qty, self.price.currency)


class Catalog(UserDict):
    def __missing__(self, key: str) -> Item:
        raise KeyError(f"unknown sku {key}")


@dataclass
class Cart:
    items: List[Item] = field(default_factory=list)
    discounts: List[Discount] = field(default_factory=list)
    status: Status = Status.OPEN

    def __len__(self) -> int:
        return sum(i.qty for i in self.items)

    def __iter__(self) -> Iterator[Item]:
        return iter(self.items)

    def __contains__(self, sku: object) -> bool:
        return any(i.sku == sku for i in self.items)

    def __getitem__(self, idx):
        return self.items[idx]

    def __bool__(self) -> bool:
        return bool(self.items)

    @reprlib.recursive_repr()
    def __repr__(self) -> str:
        return f"Cart({len(self)} units, {self.status.name})"

    def subtotal(self) -> Money:
        total = Money(0)
        for i in self:
            total = total + i.total
        return total

    def total(self) -> Money:
        sub = self.subtotal()
        off = sum((d.apply(sub).cents for d in self.discounts), 0)
        return Money(sub.cents - off, sub.currency)


inv = get_inventory("BER")
catalog = Catalog({row["sku"]: Item(row["sku"], row["name"], Money(round(row["price"] * 100))) for row in inv})
cart = Cart()
print(bool(cart), repr(cart))
for sku, qty in [(inv[0]["sku"], 2), (inv[3]["sku"], 1), (inv[5]["sku"], 3)]:
    it = catalog[sku]
    cart.items.append(Item(it.sku, it.name, it.price, qty))
try:
    catalog["SKU-000"]
except KeyError as e:
    print("KeyError:", e)
cart.discounts.append(PercentOff(10))
print(repr(cart), len(cart), inv[3]["sku"] in cart, "nope" in cart, cart[0].name, [i.sku for i in cart[1:]])
print("subtotal", cart.subtotal(), "| total", cart.total(), "|", cart.discounts)
def cmp(a: Item, b: Item) -> int:
    return (b.total.cents > a.total.cents) - (b.total.cents < a.total.cents) or (a.sku > b.sku) - (a.sku < b.sku)
print([f"{i.name}:{i.total}" for i in sorted(cart, key=cmp_to_key(cmp))])
print(asdict(cart)["items"][0], Status(2), Status.PAID.name)
for bad in (lambda: Discount(), lambda: Money(1) + Money(1, "EUR"), lambda: cart.items[0] < cart.items[1], lambda: {cart.items[0]: 1}):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    @enum.unique
    class Dup(enum.Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError", e)
print(Money(150)._replace(currency="EUR"), Money._fields, Money._field_defaults, len(Money(5)), Money(5)[0])
print(isinstance(cart.discounts[0], Discount), issubclass(PercentOff, ABC), Discount.__abstractmethods__)
