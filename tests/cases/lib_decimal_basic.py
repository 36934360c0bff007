# decimal: construction, arithmetic, comparisons, conversions, str/repr
from decimal import Decimal, InvalidOperation, DivisionByZero, getcontext
import decimal
import math
from fractions import Fraction

for s in ['1.10', '  -0.000123  ', '1_000.5e-3', '1E+5', '-0', 'NaN', '-nan42', 'sNaN',
          'Infinity', '-inf', '+.5e+3', '1.', '123456789012345678901234567890.5',
          '0E-10', '5E-7', '1e999999999', '\u0661\u0662']:
    print(repr(Decimal(s)), str(Decimal(s)))
for bad in ['abc', '1e', '', '1 2', '.', 'Infinityy', '1__0x']:
    try:
        Decimal(bad)
    except InvalidOperation as e:
        print('InvalidOperation', e.args)
print(Decimal(10), Decimal(-7), Decimal(0.1), Decimal(-0.0), Decimal(float('inf')))
print(Decimal((1, (3, 1, 4), -2)), Decimal((0, (), 'n')), Decimal((0, (0,), 'F')))
print(Decimal.from_float(1.25), Decimal(Decimal('2.50')))
for bad in [(2, (1,), 0), (0, (1, 12), 0), (0, (1,), 'x'), (0, (1,)), [1], None, b'1']:
    try:
        Decimal(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

a, b = Decimal('7.25'), Decimal('-2')
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), a ** 2, -a, +a, abs(b))
print(Decimal(-7) // 2, Decimal(-7) % 2, Decimal(1) / 3, Decimal(2) / 3, Decimal('1.30') + Decimal('1.20'))
print(a + 1, 1 + a, 3 - a, 2 * a, 10 / a, 2 ** Decimal('0.5'), Decimal(3) ** -2, Decimal('1.1') ** 10)
print(Decimal('0.1') + Decimal('0.2') == Decimal('0.3'), 0.1 + 0.2 == 0.3)
print(sum([Decimal('0.10')] * 10), sum(Decimal(x) / 7 for x in range(5)))
for op in ['+', '*', '-', '/', '//', '%', '**']:
    for l, r in [(Decimal(1), 1.5), (1.5, Decimal(1)), (Decimal(1), 'x')]:
        try:
            eval('l %s r' % op) if False else {'+': lambda: l + r, '*': lambda: l * r,
                                               '-': lambda: l - r, '/': lambda: l / r,
                                               '//': lambda: l // r, '%': lambda: l % r,
                                               '**': lambda: l ** r}[op]()
        except TypeError as e:
            print(e)
for f in [lambda: Decimal(1) / 0, lambda: Decimal(0) / 0, lambda: Decimal(1) // 0,
          lambda: Decimal(1) % 0, lambda: divmod(Decimal(1), 0), lambda: Decimal(-1).sqrt(),
          lambda: Decimal('1e999999') * 10, lambda: Decimal('nan') < 1,
          lambda: Decimal(10) // Decimal('1e-30'), lambda: Decimal(0) ** 0]:
    try:
        print(f())
    except ZeroDivisionError as e:
        print('ZeroDivisionError', type(e).__name__, e)
    except ArithmeticError as e:
        print(type(e).__name__, e)

print(Decimal(1) < 2, Decimal('1.5') == 1.5, Decimal('0.1') == 0.1, Decimal(2) >= Fraction(3, 2),
      Decimal('0.5') == Fraction(1, 2), Fraction(1, 2) == Decimal('0.5'), Decimal('nan') == Decimal('nan'),
      Decimal(1) == 'x', Decimal('1.0') == 1, max(Decimal(1), Decimal('1.5'), 2))
print(hash(Decimal('1.5')) == hash(1.5), hash(Decimal(10) ** 30) == hash(10 ** 30),
      hash(Decimal('0.5')) == hash(Fraction(1, 2)), hash(Decimal('-1')), hash(Decimal('1.00')) == hash(1))
d = {Decimal('1.0'): 'a', 2: 'b'}
print(d[1], d[Decimal('2.00')], sorted([Decimal('3'), 1, Decimal('-0.5'), 2.5]))
print(bool(Decimal(0)), bool(Decimal('0.00')), bool(Decimal('0.1')), bool(Decimal('nan')))
print(int(Decimal('-7.9')), float(Decimal('1.1')), round(Decimal('2.5')), round(Decimal('3.5')),
      round(Decimal('2.675'), 2), round(Decimal('-0.5')), math.floor(Decimal('-1.5')),
      math.ceil(Decimal('1.2')), math.trunc(Decimal('-1.7')), int(Decimal('1e3')))
for f in [lambda: int(Decimal('nan')), lambda: int(Decimal('-inf')), lambda: round(Decimal('inf')),
          lambda: hash(Decimal('snan')), lambda: float(Decimal('snan'))]:
    try:
        f()
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
print(Decimal('1.20').as_tuple(), Decimal('-inf').as_tuple(), Decimal('0.75').as_integer_ratio(),
      Decimal('1e3').as_integer_ratio(), Decimal('-2.5').as_integer_ratio())
print(type(Decimal(1)), type(Decimal(1)).__name__, isinstance(Decimal(1), Decimal))
print(issubclass(decimal.DivisionByZero, ZeroDivisionError), decimal.Overflow.__mro__)
