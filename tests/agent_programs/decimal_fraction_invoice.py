# Invoice math with Decimal contexts and rounding modes, Fraction splits and statistics.
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, localcontext, InvalidOperation, getcontext
from fractions import Fraction
import statistics

CENT = Decimal("0.01")
orders = list_orders(status="delivered", page_size=8)["items"]
lines = []
for o in orders:
    unit = Decimal(str(o["unit_price"]))
    net = (unit * o["quantity"]).quantize(CENT)
    vat = (net * Decimal("0.21")).quantize(CENT, rounding=ROUND_HALF_UP)
    lines.append((o["id"], o["quantity"], unit, net, vat))
for row in lines:
    print("{:<9} {:>2} x {:>6} = {:>7} + vat {:>6}".format(*row))
net_total = sum(l[3] for l in lines)
vat_total = sum((l[4] for l in lines), Decimal(0))
print("net", net_total, "vat", vat_total, "gross", net_total + vat_total, type(net_total).__name__)
print(Decimal("2.675").quantize(CENT, ROUND_HALF_EVEN), Decimal("2.665").quantize(CENT, ROUND_HALF_EVEN), Decimal("-2.675").quantize(CENT, ROUND_DOWN))
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(7), Decimal("123456.789") + 0)
print(Decimal(1) / Decimal(7), getcontext().prec)
print(repr(Decimal("1.10")), Decimal("1.10").normalize(), Decimal("1e3").to_integral_value(), Decimal("-0.00"), Decimal(0.1))
print(Decimal("10") ** 2, Decimal("7") // 2, Decimal("-7") % 3, divmod(Decimal("7.5"), 2), abs(Decimal("-3.30")))
print(Decimal("3.14159").as_tuple(), Decimal("12.345").scaleb(2), Decimal("nan").is_nan(), Decimal("1.5") > 1, Decimal("1.5") == 1.5)
try:
    Decimal("abc")
except InvalidOperation as e:
    print("InvalidOperation", type(e).__mro__[1].__name__)
share = Fraction(1, 3)
parts = [share, share, 1 - 2 * share]
gross = Fraction(str(net_total + vat_total))
print(parts, sum(parts), [float(p * gross) for p in parts][:1], gross.limit_denominator(100))
print(Fraction("3/4") + Fraction(1, 4), Fraction(0.75), Fraction(7, -21), Fraction(5, 2).__floor__(), round(Fraction(5, 2)), round(Fraction(7, 3), 2))
print(f"{Fraction(1, 3):}", str(Fraction(6, 4)), repr(Fraction(6, 4)), Fraction(3, 4).as_integer_ratio(), Fraction(9, 4) ** Fraction(1, 2))
qty = [o["quantity"] for o in orders]
print(statistics.mean(qty), statistics.median(qty), statistics.mode(qty), round(statistics.pstdev(qty), 4))
print(statistics.mean([Decimal("1.1"), Decimal("2.2")]), statistics.mean([Fraction(1, 2), Fraction(1, 3)]), statistics.median_grouped([1, 2, 2, 3]))
print(f"{Decimal('1234567.891'):,.2f}", f"{Decimal('0.5'):.0%}", f"{Decimal('-3.5'):+08.2f}", format(Decimal("1e-7"), "f"))
