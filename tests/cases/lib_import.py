# import forms: plain, as, from (with as), repeated imports share one module
import math
import math as m
from math import sqrt, pi as PI
print(m is math, sqrt(16), PI == math.pi)
import math
print(math is m, type(math).__name__, math.__name__)


def f():
    import math as inner
    from math import tau
    return inner is m, tau


print(f())
try:
    from math import no_such_name
except ImportError as e:
    print(type(e).__name__, str(e).split(' (')[0])
try:
    import no_such_module_anywhere
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
try:
    math.no_such_attr
except AttributeError as e:
    print(e)
# baton-expect-error: ModuleNotFoundError: No module named 'subprocess'
import subprocess
