# A Money value type on Decimal with operator overloading, sum() support via
# __radd__, allocation by ratios with ROUND_HALF_UP, and currency safety.
from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN
from functools import total_ordering


@total_ordering
class Money:
    __slots__ = ("amount", "currency")
    PLACES = {"USD": 2, "EUR": 2, "JPY": 0, "GBP": 2, "CHF": 2}

    def __init__(self, amount, currency="USD"):
        q = Decimal(1).scaleb(-self.PLACES[currency])
        self.amount = Decimal(str(amount)).quantize(q, ROUND_HALF_UP)
        self.currency = currency

    def _check(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        if other.currency != self.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return other

    def __add__(self, other):
        other = self._check(other)
        if other is NotImplemented:
            return other
        return Money(self.amount + other.amount, self.currency)

    def __radd__(self, other):
        if other == 0:
            return self
        return self.__add__(other)

    def __sub__(self, other):
        other = self._check(other)
        if other is NotImplemented:
            return other
        return Money(self.amount - other.amount, self.currency)

    def __mul__(self, k):
        if isinstance(k, Money):
            return NotImplemented
        return Money(self.amount * Decimal(str(k)), self.currency)

    __rmul__ = __mul__

    def __truediv__(self, k):
        return Money(self.amount / Decimal(str(k)), self.currency)

    def __neg__(self):
        return Money(-self.amount, self.currency)

    def __abs__(self):
        return Money(abs(self.amount), self.currency)

    def __bool__(self):
        return bool(self.amount)

    def __eq__(self, other):
        return isinstance(other, Money) and (self.amount, self.currency) == (other.amount, other.currency)

    def __lt__(self, other):
        return self._check(other) is not NotImplemented and self.amount < other.amount

    def __hash__(self):
        return hash((self.amount, self.currency))

    def __repr__(self):
        return f"Money('{self.amount}', '{self.currency}')"

    def __str__(self):
        return f"{self.amount:,} {self.currency}"

    def __format__(self, spec):
        return format(str(self), spec)

    def convert(self, currency):
        rate = Decimal(str(get_exchange_rate(self.currency, currency)["rate"]))
        return Money(self.amount * rate, currency)

    def allocate(self, *ratios):
        unit = Decimal(1).scaleb(-self.PLACES[self.currency])
        total = sum(ratios)
        shares = [(self.amount * r / total).quantize(unit, ROUND_DOWN) for r in ratios]
        remainder = int((self.amount - sum(shares)) / unit)
        order = sorted(range(len(ratios)), key=lambda i: -(self.amount * ratios[i] / total - shares[i]))
        for i in order[:remainder]:
            shares[i] += unit
        return [Money(s, self.currency) for s in shares]


orders = list_orders(status="delivered", page_size=8)["items"]
lines = [Money(o["unit_price"]) * o["quantity"] for o in orders]
total = sum(lines)
print("lines:", [str(m) for m in lines])
print(f"total: {total!s} | {total!r} | [{total:>16}] | max {max(lines)} min {min(lines)}")
print("sorted:", [str(m) for m in sorted(lines, reverse=True)[:3]], "unique:", len(set(lines)))
print("avg:", total / len(lines), "doubled:", 2 * total, "neg:", -total, "abs:", abs(-total), bool(Money(0)))
for cur in ("EUR", "JPY", "GBP"):
    c = total.convert(cur)
    print(f"  {cur}: {c} -> back {c.convert('USD')}")
parts = total.allocate(1, 1, 1)
print("thirds:", [str(p) for p in parts], sum(parts) == total)
parts = Money(100, "JPY").allocate(3, 3, 4)
print("jpy 3/3/4:", [str(p) for p in parts], sum(parts))
parts = Money("0.05").allocate(1, 1, 1, 1, 1, 1)
print("tiny:", [str(p) for p in parts])
print(Money("2.675"), Money("2.665"), Money("-0.005"), Money("1234567.891"), Money(1e-3), Money("0.5", "JPY"), Money("1.5", "JPY"))
for label, fn in [("usd+eur", lambda: Money(1) + Money(1, "EUR")), ("money+int", lambda: Money(1) + 5),
                  ("int-money", lambda: 5 - Money(1)), ("money*money", lambda: Money(2) * Money(3)),
                  ("money<eur", lambda: Money(1) < Money(2, "EUR")), ("bad currency", lambda: Money(1, "XYZ")),
                  ("money<int", lambda: Money(1) < 3), ("set attr", lambda: setattr(Money(1), "note", "x")),
                  ("div zero", lambda: Money(1) / 0), ("bad amount", lambda: Money("abc"))]:
    try:
        print(f"  {label:<12} -> {fn()!r}")
    except (TypeError, ValueError, KeyError, AttributeError, ArithmeticError) as e:
        print(f"  {label:<12} !! {type(e).__name__}: {e}")
print(Money(1) == 1, Money(1) != Money(1), Money(3) >= Money(2), Money(1) <= Money(1), sorted([Money(3), Money(1)]))
