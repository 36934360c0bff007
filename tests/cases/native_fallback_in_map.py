# A native math function meeting a Fraction (its __float__ is Python code)
# gives the same result when map(), sorted(key=) or max(key=) calls it.
import math
from fractions import Fraction
from decimal import Decimal

vals = [Fraction(1, 2), Fraction(9, 4), Fraction(7, 3)]
print(math.log(Fraction(1, 2)))
print(list(map(math.log, vals)))
print(list(map(math.sqrt, vals)))
print(sorted(vals, key=math.floor))
print(max(vals, key=math.sqrt), min(vals, key=math.exp))
print(list(map(math.floor, vals)), list(map(math.ceil, vals)))
print([round(x, 3) for x in map(math.log10, vals)])
print(list(map(math.isfinite, vals)))
print(sorted([Decimal('2.5'), Decimal('0.1')], key=math.sqrt))
print(list(map(float, vals)), list(map(int, vals)))
try:
    list(map(math.log, ['x']))
except TypeError as e:
    print('TypeError', e)
