# Decimal's format spec parser (CPython's mpdecimal one): a '0' flag after an
# alignment and a width starting with 0 are invalid; precision 0 with no type
# is 1 significant digit.  Fraction.real/.imag/.conjugate (numbers.Real's).
# int/float/str subclasses name their class in format errors.
from decimal import Decimal as D
from fractions import Fraction as F

specs = ['.0', '1.0', '>0.0e', '00', '0', '05', '>05', '0>5', '=010', '010.2f', '.0g', '.0e', ',.0f', '.0%']
vals = [D('1.5'), D('-0'), D('1234.5678'), D('NaN'), D('1E+5'), D('0.000012'), D('2.675'), D('0E-7')]
for s in specs:
    row = []
    for v in vals:
        try:
            row.append(format(v, s))
        except ValueError as e:
            row.append('ValueError: ' + str(e))
    print(repr(s), row)


class G(F):
    pass


x = G(3, 4)
print(x.real, x.imag, x.conjugate(), type(x.real).__name__, type(x.imag).__name__)
print('{0.real} {0.imag} {0.numerator}'.format(F(-7, 2)), F(1, 3).real == F(1, 3))


class I(int):
    pass


class Fl(float):
    pass


class S(str):
    pass


for f in [lambda: format(I(3), 's'), lambda: format(Fl(3), 'd'), lambda: format(S('x'), 'd'),
          lambda: int.__format__(I(3), '0-1.2f'), lambda: format(I(3), 'z'),
          lambda: format(True, 's'), lambda: format(I(5), '>4'), lambda: format(Fl(2.5), '.2f')]:
    try:
        print(repr(f()))
    except ValueError as e:
        print('ValueError:', e)
# any fill character, ASCII or not; the rest of the spec ASCII only
for s in ['é= 3', 'é^%', '🙂>8.2f', '٣', 'é', '>é', 'x<٣f']:
    try:
        print(repr(format(D('1.5'), s)), repr(format(D('NaN'), s)))
    except ValueError as e:
        print('ValueError:', e)
# 'n' takes no ',' (its grouping is the locale's)
for s in [',n', '14,n', '_n', 'n', '10,']:
    try:
        print(s, repr(format(D('1234567'), s)), repr(format(D('sNaN'), s)))
    except ValueError as e:
        print(s, 'ValueError:', e)
