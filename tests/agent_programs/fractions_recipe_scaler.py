# Scale recipe quantities exactly with Fraction, format as mixed numbers, and convert units.
from fractions import Fraction
from math import gcd, lcm, isclose, floor, ceil, prod, comb, perm, fsum
import math

RECIPE = [("flour", "2 1/4", "cup"), ("sugar", "3/4", "cup"), ("butter", "1/2", "cup"),
          ("eggs", "2", "each"), ("vanilla", "1 1/2", "tsp"), ("salt", "1/8", "tsp")]

def parse(q):
    return sum((Fraction(p) for p in q.split()), Fraction(0))

def mixed(f):
    whole, rest = divmod(f.numerator, f.denominator)
    if rest == 0:
        return str(whole)
    frac = f"{rest}/{f.denominator}"
    return f"{whole} {frac}" if whole else frac

for factor in (Fraction(1, 2), Fraction(3), Fraction(2, 3)):
    print(f"x{factor}:")
    for name, q, unit in RECIPE:
        amt = parse(q) * factor
        if unit == "tsp" and amt >= 3:
            amt, unit2 = amt / 3, "tbsp"
        else:
            unit2 = unit
        print(f"  {name:<8} {mixed(amt):>7} {unit2:<5} ({float(amt):.3f})")

total_cups = sum(parse(q) for _, q, u in RECIPE if u == "cup")
print(total_cups, repr(total_cups), float(total_cups), total_cups.limit_denominator(3))
print(Fraction("0.125"), Fraction(0.1), Fraction(0.1).limit_denominator(100), Fraction(3, -6), Fraction("-7/21"))
print(Fraction(1, 3) + 1, 2 * Fraction(3, 4), Fraction(1, 3) ** 2, Fraction(1, 3) < 0.34, round(Fraction(7, 2)), round(Fraction(5, 2)))
print(gcd(84, 36, 18), lcm(4, 6, 10), floor(Fraction(-7, 2)), ceil(Fraction(7, 2)), prod([1, 2, 3, 4]), comb(10, 3), perm(5, 2))
print(fsum([0.1] * 10), sum([0.1] * 10), isclose(0.1 + 0.2, 0.3), math.dist((0, 0), (3, 4)), math.hypot(5, 12))
print(f"{float(Fraction(22, 7)):.5f}", Fraction(1, 3).as_integer_ratio(), (2.5).as_integer_ratio())
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
rate = get_exchange_rate("USD", "EUR")["rate"]
print(Fraction(str(rate)), Fraction(str(rate)).limit_denominator(50))
