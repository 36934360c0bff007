# Fraction behaviour pinned when fractions was rewritten (checked with
# tools/fractions_diff.py): complex operands, pow of every operand kind,
# the reduced numerator in ZeroDivisionError, __reduce__, limit_denominator
# ties, hashes equal to int/float hashes, text forms.
from fractions import Fraction as F
from decimal import Decimal
import math


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: F(1, 2) + 1j)
t(lambda: 1j - F(1, 2))
t(lambda: F(3, 4) == 0.75 + 0j)
t(lambda: F(1, 2) ** 'x')
t(lambda: 'x' ** F(1, 2))
t(lambda: F(1, 2) ** 1j)
t(lambda: F(4, 9) ** F(1, 2))
t(lambda: F(-2, 3) ** -3)
t(lambda: F(0) ** -2)
t(lambda: 2 ** F(-2))
t(lambda: 2.0 ** F(3, 2))
t(lambda: (1 + 1j) ** F(2))
t(lambda: 91 / F(0, 12))
t(lambda: F(5, 3) / 0)
t(lambda: F(5, 3) // 0)
t(lambda: F(5, 3) % F(0))
t(lambda: divmod(F(-7, 2), F(2, 3)))
t(lambda: divmod(-3.5, F(2, 3)))
t(lambda: F(6, 4).__reduce__())
t(lambda: [F(314159, 100000).limit_denominator(d) for d in (1, 2, 7, 100, 113)])
t(lambda: F(3, 2).limit_denominator(1))
t(lambda: F(5, 2).limit_denominator(1))
t(lambda: F(1, 3).limit_denominator(0))
t(lambda: [hash(F(n, d)) == hash(n / d) for n, d in ((1, 2), (-3, 8), (7, 1), (1, 3))])
t(lambda: [hash(F(x)) for x in (2 ** 61 - 1, -(2 ** 61), 10 ** 30)])
t(lambda: hash(F(1, 2 ** 61 - 1)))
t(lambda: [F(s) for s in ('3/4', '-1.5e3', '1_000', ' 7 ', '.5', '5.', '1e-3', '+3/6',
                          '-12_345.6_7e1_0', '\u0663/4')])
for bad in ('1/0', '1.2.3', '1__0', '_1', '1/-2', '0x10', '', '1 /2', 'inf', '1e'):
    t(lambda: F(bad))
t(lambda: F(Decimal('1.25')))
t(lambda: F(F(1, 2), F(3, 4)))
t(lambda: F(1.5, 2))
t(lambda: F.from_float(3))
t(lambda: F.from_float('x'))
t(lambda: F.from_decimal(0.5))
t(lambda: [round(F(n, 2)) for n in range(-5, 6)])
t(lambda: [round(F(12345, 1000), k) for k in (-2, -1, 0, 1, 2)])
t(lambda: [math.floor(F(-7, 2)), math.ceil(F(-7, 2)), math.trunc(F(-7, 2)), int(F(7, 2))])
t(lambda: [F(1, 3) < 0.34, F(1, 3) >= float('inf'), F(1, 3) == float('nan'),
           F(1, 3) < float('nan'), sorted([F(1, 2), 0.3, 1, F(-1, 4)])])
t(lambda: (str(F(-6, 4)), repr(F(10, 5)), bool(F(0, 3)), complex(F(1, 4))))
