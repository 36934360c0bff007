from functools import cached_property
class R:
    def __init__(self): self.n = 0
    @cached_property
    def v(self):
        "doc of v"
        self.n += 1
        return self.n * 10
r = R()
print(r.v, r.v, r.n)
r.v = 5
print(r.v, vars(r))
del r.v
print(r.v, r.n, R.v.__doc__, type(R.v).__name__, R.v.attrname)
class S:
    __slots__ = ("a",)
    @cached_property
    def x(self): return 1
try:
    S().x
except Exception as e:
    print(type(e).__name__)
try:
    vars(S())
except TypeError as e:
    print(f"{type(e).__name__}: {e}")
