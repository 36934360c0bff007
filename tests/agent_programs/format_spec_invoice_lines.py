# Invoice lines through every kind of format spec: fill/align/width, sign, thousands separators, precision, %, e/g, #x/#o/#b, nested specs, custom __format__, str.format field access, conversions and %-formatting.
from decimal import Decimal
from datetime import date

class Money:
    def __init__(self, amount, cur="USD"):
        self.amount, self.cur = Decimal(str(amount)), cur
    def __format__(self, spec):
        sym = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"}.get(self.cur, self.cur + " ")
        if spec.endswith("c"):
            return f"{sym}{self.amount:{spec[:-1] or ',.2f'}}"
        return format(self.amount, spec or ",.2f")
    def __repr__(self):
        return f"Money({str(self.amount)!r}, {self.cur!r})"

orders = list_orders(page_size=7)["items"]
rate = get_exchange_rate("USD", "EUR")["rate"]
print(f"{'#':>3} {'order':<9}|{'product':^13}|{'qty':>4}|{'unit':>8}|{'total':>11}|{'EUR':>11}|{'share':>7}")
grand = sum(o["quantity"] * o["unit_price"] for o in orders)
for i, o in enumerate(orders, 1):
    t = o["quantity"] * o["unit_price"]
    print(f"{i:>3} {o['id']:<9}|{o['product']:^13.11}|{o['quantity']:>4d}|{o['unit_price']:>8.2f}|{Money(round(t, 2)):>10c} |{Money(round(t * rate, 2), 'EUR'):>10c} |{t / grand:>7.1%}")
print(f"{'':=^72}")
print(f"{grand:>+15,.3f}|{grand:_>15.1f}|{-grand:=+15,.0f}|{grand:e}|{grand:.3g}|{grand:G}|{int(grand):#x}|{int(grand):#o}|{int(grand):08b}")
w, p = 12, 3
for v in (0, -0.0, 1e-7, 123456789.125, float("inf"), float("-nan"), 2.5, 3.5):
    print(f"[{v:{w}.{p}f}] [{v:<{w}g}] [{v:^+{w}.2e}] [{v:0{w},.1f}] [{v!r:>{w}}] [{v:n}] [{v:%}]")
for n in (0, 7, -42, 255, 10 ** 12, -(2 ** 40)):
    print(f"{n:>+8d}|{n:<#10x}|{n:^12,}|{n:_b}|{n:#X}|{n:c}" if 0 <= n < 0x110000 else f"{n:>+8d}|{n:<#10x}|{n:^12,}|{n:_x}|{n:#X}|{n:= 14}")
print("{0:*^9}|{1!r:>8}|{1!s:<6}|{2!a}|{name:.>10}".format("mid", "quo'te", "naïve", name="x"))
inv = {"id": "INV-7", "lines": orders[:2], "when": date(2024, 7, 4)}
print("{0[id]} {0[lines][1][product]} {0[when]:%d %b %Y} {0[when].year}".format(inv))
print("{:{}{}{}}".format("pad", "~", "^", 11), "{:,}".format(1234567.891), "{:.0%}".format(0.125), "{:.2}".format("truncate"))
print("%-10s|%5.1f|%05d|%x|%X|%o|%e|%g|%c|%r|%%|%+d|% d|%.3s|%*d|%-*d|" % ("name", 3.14159, 42, 255, 255, 8, 12345.678, 0.00001234, 65, "r", 5, 5, "abcdef", 6, 7, 4, 8))
print("%(id)s owes %(amt).2f on %(day)s" % {"id": "ADA", "amt": 12.5, "day": "Mon"}, "%s %s" % (1, [2]), "%s" % ((1, 2),), "%.1f%%" % 99.44)
print(format(1234.5, ",.2f"), format(0.5, ".0f"), format(1.5, ".0f"), format(2.675, ".2f"), format(1e16, ",.0f"), format(123, "010,"), format(-1.5e-5, ".2e"))
print(format(Decimal("1234.5678"), ",.2f"), format(Decimal("-0.000"), ".2f"), format(Decimal("1e5"), "f"), format(Decimal("12.5"), ".0f"), format(Decimal("NaN"), ">6"))
print(f"{3+4j:.2f}|{1j:>8}|{True:>5}|{True:d}|{None!s:>6}|{'x'!r:^7}|{b'by'}|{[1, 2]!s:>9}")
for spec, val in ((",d", 1.5), ("x", 2.0), ("s", 5), (".2f", "x"), ("=10s", "ab"), ("+s", "ab"), (",s", "ab"), ("zz", 1)):
    try:
        print(format(val, spec))
    except (ValueError, TypeError) as e:
        print(f"{spec!r} {val!r}: {type(e).__name__}: {e}")
for fmt, args in (("%d", ("x",)), ("%s %s", (1,)), ("%s", (1, 2)), ("%(a)s", (1,)), ("%q", (1,)), ("%c", (1.5,))):
    try:
        print(fmt % args)
    except (ValueError, TypeError, KeyError) as e:
        print(f"{fmt!r}: {type(e).__name__}: {e}")
try:
    "{0} {}".format(1, 2)
except ValueError as e:
    print("ValueError:", e)
try:
    "{missing}".format()
except KeyError as e:
    print("KeyError:", e)
try:
    "{0[5]}".format([1])
except IndexError as e:
    print("IndexError:", e)
