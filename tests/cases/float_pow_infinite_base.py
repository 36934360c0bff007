# ** of an infinite base: -inf to a fractional power is inf or 0.0 (C pow),
# not a complex result as for a negative finite base
import math
inf = float('inf')
for b in (-inf, inf, -2.0):
    for e in (0.5, -0.5, 2.5, -2.5, 3.0, 2.0, -3.0, inf, -inf, 0.0):
        for f in (lambda x, y: x ** y, pow, math.pow):
            try:
                print(b, e, f(b, e))
            except Exception as x:
                print(b, e, type(x).__name__, x)
