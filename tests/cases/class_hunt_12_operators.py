import math
class Vec:
    def __init__(self, *c):
        self.c = tuple(c)
    def __repr__(self):
        return f"Vec{self.c}"
    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(*(a + b for a, b in zip(self.c, o.c)))
        if isinstance(o, (int, float)):
            return Vec(*(a + o for a in self.c))
        return NotImplemented
    __radd__ = __add__
    def __mul__(self, k):
        if isinstance(k, Vec):
            return sum(a * b for a, b in zip(self.c, k.c))
        return Vec(*(a * k for a in self.c))
    def __rmul__(self, k):
        return self * k
    def __matmul__(self, o):
        return self * o
    def __neg__(self):
        return self * -1
    def __abs__(self):
        return math.hypot(*self.c)
    def __eq__(self, o):
        return isinstance(o, Vec) and self.c == o.c
    __hash__ = None
    def __bool__(self):
        return any(self.c)
    def __len__(self):
        return len(self.c)
    def __getitem__(self, i):
        return self.c[i]
    def __iadd__(self, o):
        self.c = (self + o).c
        return self
    def __round__(self, n=0):
        return Vec(*(round(a, n) for a in self.c))

v, w = Vec(1, 2), Vec(3, 4)
print(v + w, v + 1, 1 + v, 2 * v, v * 2, v * w, v @ w, -v, abs(w))
print(v == Vec(1, 2), bool(Vec(0, 0)), len(v), v[1], v[-1], list(v))
v += w
print(v, round(Vec(1.256, 2.5), 1), sum([Vec(1, 1), Vec(2, 2)], Vec(0, 0)))
try:
    v + "x"
except TypeError as e:
    print(e)
try:
    hash(v)
except TypeError as e:
    print(e)
