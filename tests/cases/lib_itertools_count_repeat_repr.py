# itertools.count and repeat print as CPython's, check their arguments, and
# keep their place (repr after next)
import itertools
from itertools import count, repeat
from fractions import Fraction
from decimal import Decimal
for args in [(), (5,), (5, 2), (1.5,), (0, 1.0), (2 ** 70,), (-1, -1), (0, True), (Fraction(1, 2), Fraction(1, 3)), (Decimal("0.5"),)]:
    c = count(*args); first = [next(c) for _ in range(3)]
    print(repr(count(*args)), first, c)
for bad in [("a",), (1, "x"), (None,), ([1],)]:
    try: count(*bad)
    except TypeError as e: print(e)
print(repeat("a"), repeat("a", 3), repeat(1, -5), repeat(1, 2).__length_hint__(), list(repeat("x", 3)), list(repeat(0, 0)))
r = repeat([1], 2); print(next(r), r, list(r), r, list(r))
for bad in [(1, "x"), (1, 1.5)]:
    try: repeat(*bad)
    except TypeError as e: print(e)
try: repeat(1).__length_hint__()
except TypeError as e: print(e)
print(list(zip(count(), "abc")), list(map(pow, range(4), repeat(2))), count(start=3, step=2), repeat(times=2, object="x"))
print(list(itertools.islice(count(10, -2.5), 4)), dict(zip("ab", count(1))), sum(itertools.islice(count(1), 100)))
