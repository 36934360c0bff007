# decimal: logical_and/or/xor/invert, rotate, shift (methods and Context's)
from decimal import Decimal, Context, getcontext, InvalidOperation

c = getcontext()
cases = [
    lambda: Decimal('1' * 30).logical_and(Decimal('1' * 30)),
    lambda: Decimal('1' * 30).rotate(2),
    lambda: Decimal('12345').rotate(2),
    lambda: Decimal('12345').shift(-2),
    lambda: Decimal('12345').shift(30),
    lambda: Decimal('-12345').rotate(-3),
    lambda: Decimal('1' * 30).shift(1),
    lambda: Decimal('1101').logical_xor(Decimal('111')),
    lambda: Decimal('101').logical_invert(),
    lambda: Decimal('12').logical_or(1),
    lambda: Decimal('1.0').logical_or(1),
    lambda: Decimal('-1').logical_and(1),
    lambda: Decimal('inf').rotate(3),
    lambda: Decimal('nan').shift(1),
    lambda: Decimal(5).rotate(Decimal('1.5')),
    lambda: Decimal('1E+2').shift(1),
    lambda: c.logical_and(Decimal(1), 1),
    lambda: c.logical_or(Decimal(10), 1),
    lambda: c.logical_xor(11, Decimal(1)),
    lambda: c.rotate(Decimal(123), 1),
    lambda: c.shift(123, 1),
    lambda: c.logical_invert(Decimal(0)),
    lambda: Decimal(12345).shift(2, Context(prec=4)),
    lambda: Decimal(12345).rotate(1, Context(prec=4)),
    lambda: Decimal('0.000').shift(3),
    lambda: Decimal(7).rotate(-29),
    lambda: Decimal(7).shift('1'),
]
for f in cases:
    try:
        print(repr(f()))
    except (InvalidOperation, TypeError) as e:
        print(type(e).__name__, e)
print(c.flags[InvalidOperation])
