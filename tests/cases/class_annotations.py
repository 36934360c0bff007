# Annotations in a class body are recorded in __annotations__ (as strings,
# as under `from __future__ import annotations`); unary operators call
# __neg__/__pos__/__invert__; setattr/delattr.
from __future__ import annotations


class A:
    x: int = 3
    y: str
    if True:
        z: list[int]

    def f(self):
        w: int = 2
        return w
    print(sorted(__annotations__))


print(A.__annotations__, A.x, A().f())


class V:
    def __init__(self, v):
        self.v = v

    def __neg__(self):
        return V(-self.v)

    def __pos__(self):
        return 'pos'

    def __invert__(self):
        return ~self.v

    def __repr__(self):
        return f'V({self.v})'


print(-V(2), +V(1), ~V(5), -(-V(3)))
try:
    -A()
except TypeError as e:
    print(e)
a = A()
setattr(a, 'q', 5)
print(a.q, getattr(a, 'q'))
delattr(a, 'q')
print(hasattr(a, 'q'))
for bad in [lambda: setattr(a, 1, 2), lambda: setattr(a), lambda: delattr(a, 'nope')]:
    try:
        bad()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
