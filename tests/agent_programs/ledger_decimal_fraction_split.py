"""Split shared expenses exactly: Fractions for the shares, Decimals for the
money with bankers' and half-up rounding, largest-remainder allocation so
the cents add up, a local context for precision, and signal traps."""
from decimal import (Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING,
                     localcontext, getcontext, InvalidOperation, DivisionByZero, Inexact,
                     Context, FloatOperation)
from fractions import Fraction
from collections import defaultdict
import heapq

CENT = Decimal("0.01")
people = [get_user(i)["name"].split()[0] for i in (1, 2, 3, 5)]
orders = list_orders(status="delivered", page_size=12)["items"]
print(len(orders), "orders to split among", people)

weights = {p: Fraction(i + 1, 10) for i, p in enumerate(people)}
total_w = sum(weights.values())
shares = {p: w / total_w for p, w in weights.items()}
print({p: str(s) for p, s in shares.items()}, sum(shares.values()))


def allocate(amount: Decimal, shares: dict) -> dict:
    cents = int((amount / CENT).to_integral_value(ROUND_HALF_UP))
    exact = {p: Fraction(cents) * s for p, s in shares.items()}
    floor = {p: int(v) for p, v in exact.items()}
    left = cents - sum(floor.values())
    order = heapq.nlargest(left, exact, key=lambda p: (exact[p] - floor[p], p))
    for p in order:
        floor[p] += 1
    return {p: Decimal(c) * CENT for p, c in floor.items()}


owed = defaultdict(Decimal)
for o in orders:
    amount = Decimal(str(o["unit_price"])) * o["quantity"]
    parts = allocate(amount, shares)
    assert sum(parts.values()) == amount.quantize(CENT), (amount, parts)
    for p, v in parts.items():
        owed[p] += v
    print(f"{o['id']} {amount:>8} -> " + " ".join(f"{p[:3]}={v}" for p, v in parts.items()))

grand = sum(owed.values(), Decimal(0))
print("owed:", dict(owed), "total", grand)
for p, v in sorted(owed.items(), key=lambda kv: (-kv[1], kv[0])):
    pct = (v / grand * 100).quantize(Decimal("0.001"))
    print(f"  {p:<8} {v:>9,.2f} {pct:>7}%  even={v.quantize(Decimal('1'), ROUND_HALF_EVEN)} down={v.quantize(Decimal('1E1'), ROUND_DOWN)} ceil={v.quantize(Decimal('1'), ROUND_CEILING)}")

print(Decimal("2.5").quantize(Decimal("1"), ROUND_HALF_EVEN), Decimal("3.5").quantize(Decimal("1")),
      Decimal("2.675").quantize(CENT, ROUND_HALF_UP), round(Decimal("2.675"), 2), round(Decimal("-0.5")))
with localcontext() as ctx:
    ctx.prec = 6
    print("prec 6:", Decimal(1) / Decimal(7), Decimal("123456789") + 1, ctx.prec)
    ctx.rounding = ROUND_DOWN
    print("down:", Decimal(2) / Decimal(3))
print("back:", Decimal(1) / Decimal(7), getcontext().prec)
ctx = Context(prec=4, traps=[Inexact])
try:
    ctx.divide(Decimal(1), Decimal(3))
except Inexact as e:
    print("Inexact trapped:", type(e).__name__, isinstance(e, ArithmeticError))
for label, fn in [("div0", lambda: Decimal(1) / Decimal(0)), ("0/0", lambda: Decimal(0) / Decimal(0)),
                  ("sqrt-1", lambda: Decimal(-1).sqrt()), ("bad str", lambda: Decimal("12,5")),
                  ("quantize big", lambda: Decimal("1e30").quantize(CENT)),
                  ("float op", lambda: Decimal("1.1") + 1.1), ("frac 0", lambda: Fraction(1, 0)),
                  ("frac str", lambda: Fraction("1/2/3")), ("nan cmp", lambda: Decimal("NaN") < 1)]:
    try:
        print(f"{label:<13}", fn())
    except (InvalidOperation, DivisionByZero) as e:
        print(f"{label:<13} {type(e).__name__}: {e!r}"[:80])
    except (ZeroDivisionError, ValueError, TypeError) as e:
        print(f"{label:<13} {type(e).__name__}: {e}")
print(Decimal(0.1), Decimal("0.1") + Decimal("0.2") == Decimal("0.3"), Fraction(0.1), Fraction(0.1).limit_denominator(100))
print(Fraction("3.1415").limit_denominator(1000), Fraction(22, 7) - Fraction(355, 113), float(Fraction(1, 3)), Fraction(7, 2) // 1, Fraction(-7, 2) % 1)
print(Decimal("1.30").normalize(), Decimal("100").normalize(), Decimal("-0.00"), Decimal("1E+2").to_eng_string(), Decimal("123.456").as_tuple())
print(sum([Decimal("0.1")] * 10), Decimal("7").sqrt(), Decimal(10) ** -2, Decimal("2") ** Decimal("0.5"), divmod(Decimal(-7), 2))
print(f"{Decimal('1234567.891'):,.2f} {Decimal('0.000123'):.2e} {Decimal('42'):>8} {Decimal('-3.5'):+.0f} {Fraction(3, 4)!s:>6}")
