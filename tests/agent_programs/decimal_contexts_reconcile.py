# Reconcile inventory valuations with Decimal contexts and rounding modes.
from decimal import (Decimal, localcontext, getcontext, ROUND_HALF_UP, ROUND_HALF_EVEN,
                     ROUND_DOWN, ROUND_CEILING, InvalidOperation, DivisionByZero, Inexact)

CENT = Decimal("0.01")
rows = []
for wh in ("AMS", "BER", "NYC"):
    for item in get_inventory(wh):
        price = Decimal(str(item["price"]))
        rows.append((wh, item["name"], item["qty"], price))

def value(qty, price, mode):
    return (qty * price * Decimal("1.0725")).quantize(CENT, rounding=mode)

print(f"{'wh':<4}{'item':<12}{'qty':>4}{'price':>8}{'half-up':>10}{'half-even':>10}{'down':>10}")
totals = {m: Decimal(0) for m in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN)}
for wh, name, qty, price in rows[:9]:
    vals = [value(qty, price, m) for m in totals]
    for m, v in zip(totals, vals):
        totals[m] += v
    print(f"{wh:<4}{name:<12}{qty:>4}{price:>8}" + "".join(f"{v:>10}" for v in vals))
print("totals:", {m.split("_", 1)[1].lower(): str(v) for m, v in totals.items()})

print("\nhalves:", [str(Decimal(s).quantize(Decimal("1"), rounding=ROUND_HALF_UP)) for s in ("0.5", "1.5", "2.5", "-2.5")],
      [str(Decimal(s).quantize(Decimal("1"))) for s in ("0.5", "1.5", "2.5", "-2.5")])
print("ceiling:", Decimal("-1.234").quantize(CENT, ROUND_CEILING), Decimal("1.231").quantize(CENT, ROUND_CEILING))

with localcontext() as ctx:
    ctx.prec = 6
    share = Decimal(1) / Decimal(7)
    print("prec 6:", share, share * 7, ctx.prec)
    ctx.traps[Inexact] = True
    try:
        Decimal(2).sqrt()
    except Inexact as e:
        print("Inexact trapped:", type(e).__name__, isinstance(e, ArithmeticError))
print("default prec back:", getcontext().prec, Decimal(1) / Decimal(7))

for expr in ("1/0", "0/0", "x"):
    try:
        if expr == "x":
            Decimal("12,50")
        else:
            a, b = expr.split("/")
            Decimal(a) / Decimal(b)
    except DivisionByZero as e:
        print(expr, "-> DivisionByZero:", e)
    except InvalidOperation as e:
        print(expr, "-> InvalidOperation:", e)

d = Decimal("1234.5000")
print(d.normalize(), d.as_tuple(), d.to_integral_value(), d.adjusted(), -d.copy_abs())
print(f"{Decimal('1234567.891'):,.2f} {Decimal('0.000123'):.2e} {Decimal('42'):08.3f} {Decimal('-0.5'):+.0f}")
print(sum((Decimal("0.1") for _ in range(10)), Decimal(0)), sum([0.1] * 10))
print(Decimal("3.14159").quantize(Decimal("1e-3")), round(Decimal("2.675"), 2), round(Decimal("7.5")))
print(Decimal(0.1), Decimal("1e3") + 0, Decimal("NaN").is_nan(), Decimal("-Infinity") < 0)
print(max(rows, key=lambda r: r[2] * r[3])[:2], min(r[3] for r in rows))
