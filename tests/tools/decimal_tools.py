# Decimals and a changed context held across tool calls (and, with
# --snapshot-every-pause, across snapshots) keep their values, the context
# its precision, rounding, flags and traps.
from decimal import Decimal, ROUND_HALF_UP, getcontext, localcontext, Inexact, Context

prices = {"Oslo": Decimal("19.99"), "Rome": Decimal("7.125")}
ctx = getcontext()
ctx.prec = 12
ctx.rounding = ROUND_HALF_UP
third = Decimal(1) / 3
mine = Context(prec=5, traps=[Inexact])
w = get_weather("Oslo")
total = sum(prices.values()) * 3 + third
print(total, getcontext().prec, getcontext().rounding, ctx.flags[Inexact], repr(third))
with localcontext(prec=4) as lc:
    hits = search("rain", limit=2)
    print(Decimal(2) / 3, lc.prec, getcontext() is lc, len(hits))
print(getcontext().prec, f"{total:,.2f}", prices["Rome"].quantize(Decimal("0.01")), mine)
try:
    mine.divide(1, 3)
except Inexact as e:
    print("Inexact", e)
