# decimal.FloatOperation is both a DecimalException and a TypeError
import decimal
from decimal import Decimal, FloatOperation, localcontext

print(FloatOperation.__mro__)
print(issubclass(FloatOperation, TypeError), issubclass(FloatOperation, ArithmeticError))
with localcontext() as ctx:
    ctx.traps[FloatOperation] = True
    for f in (lambda: Decimal(1.5), lambda: Decimal(1) < 1.5, lambda: ctx.create_decimal(0.1)):
        try:
            print(f())
        except TypeError as e:
            print('TypeError', type(e).__name__, e)
    try:
        Decimal(2.5)
    except decimal.DecimalException as e:
        print('DecimalException', type(e).__name__, isinstance(e, TypeError))
print(Decimal(1.5), ctx.flags[FloatOperation])
