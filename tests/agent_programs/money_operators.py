# A Money value type with operator overloading, currency conversion via a tool, and totals.
from decimal import Decimal, ROUND_HALF_UP
from functools import total_ordering, reduce
import operator

class CurrencyMismatch(TypeError):
    pass

@total_ordering
class Money:
    __slots__ = ("amount", "currency")
    def __init__(self, amount, currency="USD"):
        self.amount = Decimal(str(amount)).quantize(Decimal("0.01"), ROUND_HALF_UP)
        self.currency = currency
    def _check(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        if other.currency != self.currency:
            raise CurrencyMismatch(f"cannot combine {self.currency} and {other.currency}")
        return other
    def __add__(self, other):
        if other == 0:
            return self
        o = self._check(other)
        if o is NotImplemented:
            return o
        return Money(self.amount + o.amount, self.currency)
    __radd__ = __add__
    def __sub__(self, other):
        o = self._check(other)
        return o if o is NotImplemented else Money(self.amount - o.amount, self.currency)
    def __mul__(self, k):
        if isinstance(k, Money):
            return NotImplemented
        return Money(self.amount * Decimal(str(k)), self.currency)
    __rmul__ = __mul__
    def __truediv__(self, n):
        parts = [Money(self.amount / n, self.currency) for _ in range(n)]
        diff = self.amount - sum(p.amount for p in parts)
        parts[0] = Money(parts[0].amount + diff, self.currency)
        return parts
    def __neg__(self):
        return Money(-self.amount, self.currency)
    def __abs__(self):
        return Money(abs(self.amount), self.currency)
    def __eq__(self, other):
        if isinstance(other, (int, float)) and other == 0:
            return self.amount == 0
        if not isinstance(other, Money):
            return NotImplemented
        return (self.amount, self.currency) == (other.amount, other.currency)
    def __lt__(self, other):
        o = self._check(other)
        return o if o is NotImplemented else self.amount < o.amount
    def __hash__(self):
        return hash((self.amount, self.currency))
    def __bool__(self):
        return bool(self.amount)
    def __repr__(self):
        return f"Money('{self.amount}', {self.currency!r})"
    def __str__(self):
        sign = "-" if self.amount < 0 else ""
        return f"{sign}{abs(self.amount):,.2f} {self.currency}"
    def __format__(self, spec):
        return format(str(self), spec) if spec else str(self)
    def to(self, currency):
        rate = Decimal(str(get_exchange_rate(self.currency, currency)["rate"]))
        return Money(self.amount * rate, currency)

cart = [Money(19.99), Money("5.01"), Money(0.1) + Money(0.2), 3 * Money(2.50), Money(100) * 0.15]
total = sum(cart)
print(cart)
print(f"total: {total} | {total:>20} | {total!r}")
print(sorted(cart)[0], max(cart), min(cart, key=abs), Money(1) == Money("1.00"), Money(0) == 0, bool(Money(0)))
print([str(p) for p in Money(100) / 3], -Money(5), abs(Money(-7.5)), Money(10) - Money(2.5))
print(len({Money(1), Money("1.0"), Money(1, "EUR")}), reduce(operator.add, cart))
for cur in ["EUR", "JPY", "GBP"]:
    print(f"{cur}: {total.to(cur):>16}")
try:
    Money(1) + Money(1, "EUR")
except CurrencyMismatch as e:
    print(type(e).__name__, e, isinstance(e, TypeError))
try:
    Money(1) * Money(2)
except TypeError as e:
    print(e)
try:
    Money(1) < 5
except TypeError as e:
    print(e)
print(Money(3) >= Money(2), Money(3) != Money(3, "EUR"), sum([], Money(0)))
Money(5) + "5"
