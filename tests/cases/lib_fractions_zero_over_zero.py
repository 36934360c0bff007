# Fraction(0) / Fraction(0) names the zero bottom as CPython does
# (found by tools/fractions_diff.py)
from fractions import Fraction as F

for a, b in [(F(0), F(0)), (F(0), F('-0')), (F(3, 5), F(0)), (F(-3, 5), F(0)), (F(0), 0)]:
    try:
        print(a / b)
    except ZeroDivisionError as e:
        print('ZeroDivisionError:', e)
print(F(0) / F(5, 7), F(6, 4) / F(-9, 2))
