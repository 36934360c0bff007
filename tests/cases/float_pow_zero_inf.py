# 0.0 ** -inf is inf (CPython checks the infinite exponent first); a
# finite negative exponent of zero is a ZeroDivisionError
import math
inf = float('inf'); nan = float('nan')
for x in [0.0, -0.0, 0]:
    for y in [-inf, inf, nan, -1.0, -2, -0.5, -1]:
        for f in (lambda: x ** y, lambda: pow(x, y), lambda: math.pow(x, y)):
            try:
                print(x, y, f())
            except Exception as e:
                print(x, y, type(e).__name__, e)
