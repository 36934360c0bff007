# decimal: contexts, signals, flags and traps
import decimal
from decimal import *
print(getcontext())
print(BasicContext)
print(ExtendedContext)
c = getcontext()
c.prec = 6
print(Decimal(1) / 7, Decimal('1.23456789') + 0)
c.rounding = ROUND_DOWN
print(Decimal(2) / 3)
c.prec = 28
c.rounding = ROUND_HALF_EVEN
c.clear_flags()
x = Decimal(1) / 3
print(c.flags[Inexact], c.flags[Rounded], c.flags[DivisionByZero])
print(c)
c.traps[Inexact] = True
try:
    Decimal(1) / 3
except Inexact as e:
    print('Inexact', e)
c.traps[Inexact] = False
c.traps[DivisionByZero] = False
print(Decimal(1) / 0, Decimal(-1) / 0)
c.traps[InvalidOperation] = False
print(Decimal(0) / 0, Decimal('abc'), Decimal(-1).sqrt())
print(c)
setcontext(DefaultContext)
print(getcontext())
with localcontext(prec=3, rounding=ROUND_UP) as lc:
    print(lc.prec, Decimal(2) / 3, getcontext() is lc)
print(getcontext().prec)
with localcontext(ExtendedContext) as lc:
    print(Decimal(1) / 0, Decimal(0) / 0, lc.flags[DivisionByZero])
ctx = Context(prec=5, rounding=ROUND_HALF_UP, traps=[Overflow], Emax=10, Emin=-10)
print(ctx, ctx.Etiny(), ctx.Etop())
print(ctx.add(1, Decimal('2.55555')), ctx.divide(1, 3), ctx.multiply(Decimal('1.5'), 3),
      ctx.create_decimal('3.1415926'), ctx.power(2, 3), ctx.sqrt(2), ctx.quantize(Decimal('1.555'), Decimal('0.01')),
      ctx.subtract(1, 3), ctx.divide_int(7, 2), ctx.remainder(7, 2), ctx.divmod(7, 2), ctx.abs(-3),
      ctx.minus(3), ctx.plus(Decimal('1.234567')), ctx.compare(1, 2), ctx.max(1, 2), ctx.to_sci_string(Decimal('1E-8')))
try:
    ctx.multiply(Decimal('1e10'), 100)
except Overflow as e:
    print('Overflow', e)
print(ctx.create_decimal('1e-14'), ctx.flags[Subnormal], ctx.flags[Underflow])
for bad in [lambda: Context(prec=0), lambda: setattr(getcontext(), 'rounding', 'X'),
            lambda: setattr(getcontext(), 'prec', 'a'), lambda: setattr(getcontext(), 'Emax', -1),
            lambda: setattr(getcontext(), 'Emin', 1), lambda: setattr(getcontext(), 'clamp', 2),
            lambda: ctx.add(1.5, 1), lambda: localcontext(foo=1), lambda: setcontext(5),
            lambda: getcontext().flags.__delitem__(Inexact), lambda: getcontext().flags['x']]:
    try:
        bad()
    except (ValueError, TypeError, KeyError) as e:
        print(type(e).__name__, e)
print(issubclass(FloatOperation, DecimalException), issubclass(Underflow, Subnormal),
      issubclass(ConversionSyntax, InvalidOperation), issubclass(DivisionUndefined, ZeroDivisionError))
print(MAX_PREC, MAX_EMAX, MIN_EMIN, MIN_ETINY, ROUND_05UP, decimal.__version__)
getcontext().traps[FloatOperation] = True
try:
    Decimal(1) < 1.5
except FloatOperation as e:
    print('FloatOperation', e)
print(Decimal(1) == 1.0, Decimal.from_float(0.5))
getcontext().traps[FloatOperation] = False
print(getcontext().flags[FloatOperation])
