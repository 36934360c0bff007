from fractions import Fraction
import math

F = Fraction
print(F(3, 4), repr(F(3, 4)), F(6, -8), F(0), F(5), F(-10, 4), F(F(1, 3), F(2, 5)))
for s in ('3/4', ' -2 ', '1.5', '-0.125', '1e3', '1.5E-2', '1_000', '.5', '7/-1', 'x', '1/0', '', '1.2.3', '3 /4'):
    try:
        print(repr(s), repr(F(s)))
    except (ValueError, ZeroDivisionError) as e:
        print(repr(s), type(e).__name__, e)
for args in ((1, 0), (1.5, 2), ('1', 2), (None,), ([],)):
    try:
        print(F(*args))
    except (TypeError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
print(F(0.1), F(1.5), F(-2.75), F.from_float(0.1), F.from_float(3), F(2.5).limit_denominator())
for bad in (float('nan'), float('inf')):
    try:
        F(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    F.from_float('1')
except TypeError as e:
    print(e)
print(F(0.1).limit_denominator(10), F(math.pi).limit_denominator(1000), F(3, 7).limit_denominator(100), F(-1, 3).limit_denominator(2))
try:
    F(1, 3).limit_denominator(0)
except ValueError as e:
    print(e)
a, b = F(1, 3), F(1, 6)
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), a ** 2, a ** -2, (-a) ** -3, a ** F(2), a ** 0.5)
print(a + 1, 1 + a, a - 1, 1 - a, 2 * a, a * 2, a / 2, 2 / a, 7 // a, a % 1, 5 % a, 2 ** F(3), 4 ** F(1, 2), divmod(7, F(2, 3)))
print(a + 0.5, 0.5 + a, a * 1.5, a / 0.25, 1.0 - a, a ** 2.0, divmod(a, 0.1))
try:
    a / 0
except ZeroDivisionError as e:
    print(e)
try:
    F(0) ** -1
except ZeroDivisionError as e:
    print(e)
try:
    a + 'x'
except TypeError as e:
    print(e)
print(-a, +a, abs(F(-3, 4)), int(F(7, 2)), int(F(-7, 2)), math.trunc(F(-7, 2)), math.floor(F(-7, 2)), math.ceil(F(-7, 2)), float(F(1, 3)))
print(round(F(5, 2)), round(F(7, 2)), round(F(-5, 2)), round(F(1, 3), 2), round(F(12345, 1), -2), round(F(2, 3), 0), bool(F(0)), bool(a))
print(a == F(2, 6), a == 1, F(2) == 2, F(1, 2) == 0.5, F(1, 3) == 1 / 3, F(1) == float('inf'), F(1) != float('nan'))
print(a < b, a > b, a <= 1, a >= 0.3, F(1, 2) < 0.6, F(5) > 4, F(1) < float('inf'), F(1) > float('-inf'), F(1) < float('nan'))
print(sorted([F(1, 2), 0.25, 1, F(-1, 3)]), max(F(1, 2), F(2, 3)), min(1, F(1, 2)), sum([F(1, 3)] * 3))
print(hash(F(1)) == hash(1), hash(F(1, 2)) == hash(0.5), hash(F(-3, 4)) == hash(-0.75), hash(F(1, 3)), hash(F(-1, 3)), hash(F(10 ** 30)) == hash(10 ** 30))
print({F(1, 2): 'half'}[0.5], {1: 'one'}[F(1)], len({F(1), 1, 1.0}))
print(a.numerator, a.denominator, a.as_integer_ratio(), F(10, 4).numerator)
print(f'{F(3, 4)}', '%s' % F(1, 2), str(F(4, 2)), [F(1, 2)], (F(1, 3), F(1)))
print(isinstance(a, Fraction), type(a).__name__, F(3, 4) * 4 == 3, F(1, 10) + F(2, 10) == F(3, 10), 0.1 + 0.2 == 0.3)
try:
    a.numerator = 5
except AttributeError as e:
    print('AttributeError')
import math
class A:
    def __float__(self): return 2.5
class B: pass
print(math.floor(A()), math.ceil(A()))
for f in (math.floor, math.ceil, math.trunc):
    for x in (A(), B()):
        try: print(f(x))
        except TypeError as e: print(e)
