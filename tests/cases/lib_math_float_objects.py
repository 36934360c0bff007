# math's float functions take any object with __float__ (Fraction, a class
# of the program's), as CPython's do; without one: TypeError.
import math
from fractions import Fraction

print(math.sqrt(Fraction(1, 4)), math.exp(Fraction(1, 2)), math.log(Fraction(1, 2)))
print(math.log(Fraction(8), 2), math.log2(Fraction(1, 8)), math.log10(Fraction(1000)))
print(math.isclose(Fraction(1, 3), 1 / 3), math.isfinite(Fraction(3, 2)), math.isnan(Fraction(1)))
print(math.pow(Fraction(1, 2), 2), math.atan2(Fraction(1), 1), math.hypot(Fraction(3), 4))
print(math.fabs(Fraction(-3, 4)), math.modf(Fraction(7, 2)), math.frexp(Fraction(3)))
print(math.sin(Fraction(0)), math.degrees(Fraction(1)), math.copysign(Fraction(2), -1))
print(math.floor(Fraction(7, 2)), math.ceil(Fraction(7, 2)), math.trunc(Fraction(-7, 2)))


class Meters:
    def __init__(self, v):
        self.v = v

    def __float__(self):
        return float(self.v)


print(math.sqrt(Meters(16)), math.fmod(Meters(7), 3), math.remainder(10, Meters(3)))
for bad in [lambda: math.sqrt('4'), lambda: math.sqrt(object()), lambda: math.log(Meters(1), 'x')]:
    try:
        bad()
    except TypeError as e:
        print('TypeError:', e)
try:
    math.sqrt(Fraction(-1))
except ValueError as e:
    print('ValueError:', e)


class BadFloat:
    def __float__(self):
        return 'x'


try:
    math.sqrt(BadFloat())
except TypeError as e:
    print('TypeError:', e)
