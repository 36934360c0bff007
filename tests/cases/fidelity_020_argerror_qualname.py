# argument errors name the function's __qualname__ (functools.wraps or an
# assignment renames it), and list every positional-only name passed by keyword
import functools
def deco(f):
    @functools.wraps(f)
    def wrapper(a, b):
        return f(a, b)
    return wrapper
@deco
def add(x, y): return x + y
for call in [lambda: add(1), lambda: add(1, 2, 3), lambda: add(1, c=3), lambda: add(1, 2, b=3)]:
    try: call()
    except TypeError as e: print(e)
def g(a, *, k): pass
g.__qualname__ = "Renamed.g"
g.__name__ = "gname"
for call in [lambda: g(), lambda: g(1), lambda: g(1, 2), lambda: g(1, k=1, z=2), lambda: g(1, 2, k=3), lambda: g(a=1, k=2, a2=3)]:
    try: call()
    except TypeError as e: print(e)
class C:
    def m(self, x): pass
C.m.__qualname__ = "Other.m"
for call in [lambda: C().m(), lambda: C().m(1, 2), lambda: C().m(y=2), lambda: C.m()]:
    try: call()
    except TypeError as e: print(e)
def h(a, b=1, /, c=2): pass
h.__qualname__ = "H"
for call in [lambda: h(), lambda: h(b=1, a=2), lambda: h(1,2,3,4)]:
    try: call()
    except TypeError as e: print(e)
def kw(**k): pass
kw.__qualname__ = "KW"
try: kw(1)
except TypeError as e: print(e)
def mp(a, b, c): pass
mp.__qualname__ = "MP"
try: mp(1, *[2], **{'b': 3})
except TypeError as e: print(e)
try: mp(**{'a': 1}, **{'a': 2})
except TypeError as e: print(e)
def gen(x): yield x
gen.__qualname__ = "GEN"
try: gen()
except TypeError as e: print(e)
