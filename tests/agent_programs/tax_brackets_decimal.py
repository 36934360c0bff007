# Payroll tax with decimal: brackets, quantize with several rounding modes, localcontext precision, signals (DivisionByZero, InvalidOperation, Inexact traps), Decimal from floats and strings, as_tuple, normalize.
from decimal import (Decimal, getcontext, localcontext, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR,
                     ROUND_05UP, ROUND_UP, ROUND_HALF_DOWN, InvalidOperation, DivisionByZero, Inexact, Context, Rounded)

CENT = Decimal("0.01")
BRACKETS = [(Decimal(10000), Decimal("0.10")), (Decimal(40000), Decimal("0.12")), (Decimal(85000), Decimal("0.22")), (None, Decimal("0.24"))]

def income_tax(income):
    tax = Decimal(0)
    lower = Decimal(0)
    parts = []
    for upper, rate in BRACKETS:
        if upper is None or income <= upper:
            chunk = income - lower
            tax += chunk * rate
            parts.append((lower, income, rate, chunk * rate))
            break
        chunk = upper - lower
        tax += chunk * rate
        parts.append((lower, upper, rate, chunk * rate))
        lower = upper
    return tax.quantize(CENT, rounding=ROUND_HALF_UP), parts

users = [get_user(i) for i in range(1, 7)]
for i, u in enumerate(users):
    income = Decimal(12345) * (i + 1) + Decimal("0.505") * i
    tax, parts = income_tax(income)
    eff = (tax / income * 100).quantize(Decimal("0.001"))
    print(f"{u['name']:<18}{income:>12,.3f}{tax:>11,}{eff:>8}% brackets={len(parts)} top={parts[-1][2]:.0%}")
x = Decimal("2.675")
for mode in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_HALF_DOWN, ROUND_DOWN, ROUND_UP, ROUND_CEILING, ROUND_FLOOR, ROUND_05UP):
    print(mode, x.quantize(CENT, rounding=mode), (-x).quantize(CENT, rounding=mode), Decimal("2.665").quantize(CENT, mode))
print(Decimal(2.675), Decimal("2.675"), Decimal(0.1) + Decimal(0.2), Decimal("0.1") + Decimal("0.2"), Decimal(1) / Decimal(3), Decimal(10) ** -2)
print(getcontext().prec, getcontext().rounding, round(Decimal("2.5")), round(Decimal("3.14159"), 3), int(Decimal("-7.9")), float(Decimal("1.1")))
with localcontext() as ctx:
    ctx.prec = 6
    ctx.rounding = ROUND_DOWN
    print(Decimal(2) / Decimal(3), Decimal("123456789") + 0, Decimal(1).exp(), Decimal(2).sqrt(), Decimal(100).ln(), Decimal(1000).log10())
print(Decimal(2) / Decimal(3), Decimal(2).sqrt())
ctx = Context(prec=4, traps=[Inexact])
try:
    ctx.divide(Decimal(1), Decimal(3))
except Inexact as e:
    print("Inexact raised", type(e).__name__, isinstance(e, ArithmeticError))
print(ctx.divide(Decimal(1), Decimal(4)), ctx.flags[Rounded], Context(prec=3).create_decimal("3.14159"))
for a, b in ((1, 0), (0, 0), ("Infinity", "Infinity")):
    try:
        print(Decimal(a) / Decimal(b))
    except DivisionByZero as e:
        print("DivisionByZero:", type(e).__name__, isinstance(e, ZeroDivisionError))
    except InvalidOperation as e:
        print("InvalidOperation:", e.args[0] if e.args else "", type(e).__mro__[1].__name__)
try:
    Decimal("12,5")
except InvalidOperation as e:
    print("InvalidOperation", e)
try:
    Decimal("1.5").quantize(Decimal("1e-30"), context=Context(prec=5))
except InvalidOperation as e:
    print("quantize InvalidOperation")
print(Decimal("1.500").normalize(), Decimal("100").normalize(), Decimal("1E+2").to_integral_value(), Decimal("-0.00").as_tuple(), Decimal("12.50").as_tuple().exponent)
print(Decimal("1e3"), Decimal("1E-7"), Decimal("0.0000001"), Decimal("123.4567e10"), str(Decimal("-0")), repr(Decimal("NaN")), Decimal("sNaN").is_snan(), Decimal("inf") > 10 ** 100)
print(sorted([Decimal("1.10"), Decimal("1.1"), Decimal("1.09")]), Decimal("1.10") == Decimal("1.1"), hash(Decimal("1.10")) == hash(Decimal("1.1")), Decimal("0.5") == 0.5, Decimal(3) == 3)
print(sum([Decimal("0.10")] * 3), Decimal("10") % Decimal("3"), Decimal("-10") % Decimal("3"), Decimal("-10") // Decimal("3"), divmod(Decimal("7.5"), 2), Decimal("2") ** Decimal("0.5"))
print(Decimal("3.14159").compare(Decimal("3")), max(Decimal("1"), Decimal("1.0")), Decimal("-1.5").copy_abs(), Decimal("1.5").copy_negate(), Decimal("7").fma(2, 1), Decimal("12345.678").scaleb(-2), Decimal("1234").adjusted())
try:
    Decimal(1) + 1.5
except TypeError as e:
    print("TypeError:", e)
print(Decimal(1) < 1.5, Decimal.from_float(0.25), Decimal((0, (1, 2, 3), -2)), Decimal("5").is_signed(), Decimal(-5).is_signed(), Decimal("1.23").quantize(Decimal("1")), f"{Decimal('1234.5'):_>12,.1f}")
