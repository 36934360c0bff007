# A report that leans on format specs: alignment, fill, sign, grouping, bases, %, nested widths, __format__, % operator.
from datetime import datetime, date

class Money:
    def __init__(self, cents, cur="USD"):
        self.cents, self.cur = cents, cur
    def __format__(self, spec):
        if spec == "short":
            return f"{self.cents / 100:.0f}{self.cur[0]}"
        return format(self.cents / 100, spec or ",.2f") + " " + self.cur
    def __str__(self):
        return format(self)
    def __repr__(self):
        return f"Money({self.cents!r}, {self.cur!r})"

stocks = {s: get_stock(s, days=4) for s in ("ACME", "GLOBX", "INITECH")}
w = max(map(len, stocks)) + 2
print(f"{'symbol':<{w}}|{'last':>10}|{'chg':>8}|{'volume':>12}|{'bar':^12}|")
print(f"{'':-<{w}}+{'':->10}+{'':->8}+{'':->12}+{'':->12}+")
for sym, days in stocks.items():
    last, first = days[-1]["close"], days[0]["close"]
    chg = (last - first) / first
    vol = sum(d["volume"] for d in days)
    bar = "#" * max(1, int(abs(chg) * 200))
    print(f"{sym:<{w}}|{last:>10.2f}|{chg:>+8.2%}|{vol:>12,}|{bar:^12.10}|")
m = Money(1234567)
print(f"{m}", f"{m:short}", f"{m:>12.1f}", str(m), repr(m), "{:short}|{!r}|{!s}".format(m, m, m))
n = 1234567.891
print(f"{n:_.2f} {n:e} {n:.3g} {n:g} {n:015.3f} {-n:+,.0f} {n:=+15,.1f}")
print(f"{255:#x} {255:#o} {255:#b} {255:08b} {255:X} {-42:x} {1_000_000:_} {1_000_000:,d} {3:03d}")
print(f"{0.000012345:.2e} {1e21:f} {float('nan'):>6} {float('-inf'):<6}| {1.5:%} {0.25:.0%} {2/3:.4}")
print(f"{'centered':*^20}|{'left':.<10}|{'right':>>10}|{'trunc':.3}|{'x'!r:>5}|{'é'!a}")
print("%-10s|%5.1f%%|%05d|%+d|%x|%o|%e|%r|%c|%%" % ("name", 99.44, 42, 7, 255, 8, 12345.678, "q", 65))
print("%(city)s: %(temp).1f%(units)s" % get_weather("Cairo"), "%s and %s" % (1, [2]), "%3s|%-3s|" % ("a", "b"))
print("{0}{1}{0}".format("ab", "-"), "{:{fill}{align}{width}}".format("x", fill="~", align="^", width=7), "{0[city]} {0[temp]:.0f}".format(get_weather("Oslo")))
print("{.real} {.imag}".format(3, 2j), "{:,}".format(10**12), "{:>8}".format(None.__class__.__name__), format(True, "d"), format(True))
d = datetime(2024, 5, 6, 7, 8, 9)
print(f"{d:%Y-%m-%d %H:%M} {d:%b %d} {date(2024, 1, 5):%A %-d}" if False else f"{d:%Y-%m-%d %H:%M} {d:%b %d} {date(2024, 1, 5):%A}", f"{d!s}", f"{d!r}")
print(f"{'nested':{'>' if True else '<'}{4 * 3}}", f"{3.14159:{'.'}{2}f}", f"{12:{''}}", f"{{literal}} {{{5}}}")
for bad in ["{:d}", "{:,s}", "{:=s}", "{0:.2f}"]:
    try:
        print(bad.format("text"))
    except ValueError as e:
        print("ValueError:", e)
try:
    "{} {}".format(1)
except IndexError as e:
    print("IndexError:", e)
try:
    "%d" % "x"
except TypeError as e:
    print("TypeError:", e)
try:
    "%s %s" % (1,)
except TypeError as e:
    print("TypeError:", e)
print(format(1234.5, ","), format(-0.0, "+.1f"), format(10, "n"), round(2.5), round(3.5), round(-2.5), round(1.005, 2), f"{2.675:.2f}")
