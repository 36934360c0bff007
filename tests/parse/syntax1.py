# assorted syntax, compared against CPython's ast by compare_ast.py
import os, sys as system, a.b.c as d
from . import x
from .. import (y, z as w,)
from ...pkg.mod import *
from .m import q
x = 1; y = 2;
a = b = c = 1
a, b = b, a
a, *b = [1, 2, 3]
[a, (b, c)] = x
a.b, c[1], d[1:2] = 1, 2, 3
x += 1; x -= 1; x *= 2; x @= m; x /= 2; x //= 2; x %= 3; x **= 2
x <<= 1; x >>= 1; x |= 1; x ^= 1; x &= 1
x: int
x: int = 5
self.x: "T" = None
del a, b[0], c.d
del (a, b), [c]
def f(a, b=1, /, c=2, *args, d, e=3, **kw) -> None:
    global g1, g2
    return a
async def g(x: int = 0, *, y: "s", **kw: dict):
    nonlocal_ok = 1
    await x
    async for i in y:
        pass
    async with a as b, c:
        pass
    return [i async for i in y]
@dec
@dec.attr(1, k=2)
@(lambda f: f)
class C(B, metaclass=M, **kw):
    '''doc'''
    def m(self): ...
lambda: 0
lambda x, /, y=1, *a, z, **k: x + y
lambda *, k: k
lambda *a: a
y = lambda a, b=(1, 2): (a, b)
if a: pass
elif b: pass
elif c:
    pass
else:
    pass
while x:
    break
else:
    continue
for x, y in z:
    pass
else:
    pass
for (x) in y: pass
for x, in y: pass
try:
    pass
except ValueError as e:
    raise
except (TypeError, KeyError):
    raise X from e
except:
    pass
else:
    pass
finally:
    pass
try:
    pass
finally:
    x = 1
try:
    pass
except* ValueError as eg:
    pass
except* (A, B):
    pass
with open(f) as fh, g() as (a, b):
    pass
with (a as b, c as d,):
    pass
with (a, b):
    pass
with (a, b) as c:
    pass
with (a):
    pass
with (yield):
    pass
assert x, "msg"
assert (x)
raise
x = a if b else c if d else e
x = not a and b or c and not d
x = a < b <= c > d >= e == f != g in h not in i is j is not k
x = a | b ^ c & d << e >> f + g - h * i @ j / k // l % m
x = -a ** -b ** c
x = ~+-a
x = await_ = 1
x = a.b.c(d)[e](f).g
x = a[1:2, ::3, 4:, :5, ...]
x = a[:]
x = a[::]
x = a[1:2:3]
x = a[i, j]
x = a[i,]
x = a[*b]
x = a[x := 1]
x = f(a, *b, c=1, **d, e=2)
x = f(a for a in b)
x = f((a for a in b), c)
x = f(*a, *b, **c, **d)
x = f(a=1)(b)
x = [1, 2, *a, 3]
x = (1, 2, *a)
x = {1, 2, *a}
x = {1: 2, **a, 3: 4}
x = {}
x = ()
x = []
x = (1,)
x = 1,
x = [i for i in x if i if not i for j in i]
x = {i for i in x}
x = {i: j for i, j in x}
x = (i for i in x)
x = [(y := f(x)), y ** 2]
if (n := len(a)) > 10: pass
while chunk := read(): pass
x = [y for x in data if (y := f(x))]
x = 1 if 2 else 3
x = ...
x = None, True, False
x = 0, 1_000, 0x_ff, 0o17, 0b1010, 1.5, 1., .5, 1e10, 1E-5, 1_0.5e+3, 0.0, 00, 0_0
x = "a" 'b' """c""" '''d'''
x = r"\n" R'\d' u"x" U'y'
x = "\n\t\\\'\"\a\b\f\v\0\x41\u00e9\U0001F600\101\777"
x = "line\
continued"
x = """multi
line"""
def gen():
    yield
    yield x
    yield x, y
    yield from z
    x = yield
    x = yield a, b
    await_ = (yield)
    return (yield from z)
x = (
    1 +
    2
)
x = [
    1,
    2,
]
if x:
    if y:
        pass
    # comment
        # weird comment indentation

    z = 1
x = a.b if c else d.e
x = (a)(b)
x = (a).b
x = (a)[b]
x = -(a)
x = (a) + (b)
print(x, sep='', end="\n")
class D: pass
class E(): pass
def h(): return
def k(a, b, *, c): return a, b
def l(*, a=1, b): pass
def m(a, /): pass
def n(a, /, b): pass
def o(**k): pass
x = [*a, *b]
*a, b = c
x = a if b else(c)
x = {**a}
x = f(x)[0].y
global q
if True:
    x = 1 \
        + 2
