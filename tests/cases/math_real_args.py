# math.isclose and the float functions take what CPython's PyFloat_AsDouble
# takes (int, float, __float__, __index__) and refuse a str with TypeError.
import math
class F:
    def __float__(self): return 2.0
class I:
    def __index__(self): return 3
print(math.isclose(F(), 2), math.isclose(I(), 3.0), math.isclose(True, 1))
for bad in ['x', None, [1]]:
    try: math.isclose(bad, 1)
    except TypeError as e: print(e)
    try: math.isclose(1, bad)
    except TypeError as e: print(e)
print(math.sqrt(I()), math.fabs(I()), math.floor(F()) if False else 0)
try: math.sqrt('x')
except TypeError as e: print(e)
