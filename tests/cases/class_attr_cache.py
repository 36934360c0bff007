# Attribute lookups are cached per class and name (vm/mcache.h): every
# change of a class namespace after the class was made, through the class
# or a base, must be seen by the next lookup, and classes that die and are
# replaced must never answer for each other.
class A:
    kind = "a"

    def f(self):
        return "A.f"


class B(A):
    pass


b = B()
print(b.f(), b.kind, B.kind)
A.f = lambda self: "A.f new"
print(b.f())
B.f = lambda self: "B.f"
print(b.f(), getattr(b, "f")())
del B.f
print(b.f())
A.kind = "changed"
print(b.kind, B.kind)
A.p = property(lambda self: 42)
print(b.p)
b.f = lambda: "instance"
print(b.f())
del b.f
print(b.f())


class K:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other.v

    def __len__(self):
        return self.v


class K2(K):
    pass


print(K2(1) < K2(2), sorted([K2(3), K2(1), K2(2)])[0].v, not K2(0), not K2(1))
K.__lt__ = lambda self, other: self.v > other.v
print(K2(1) < K2(2), sorted([K2(3), K2(1), K2(2)])[0].v)
K.__len__ = lambda self: 1
print(not K2(0))
print(K(1) < K(2))
del K.__lt__
try:
    K(1) < K(2)
except TypeError as e:
    print("TypeError:", e)

# Classes made and dropped in a loop, with garbage in between (collections
# free them and new ones may take their place).
vals = []
for i in range(200):
    class C:
        def get(self, i=i):
            return i
    vals.append(C().get())
    junk = [[j] for j in range(5)]
print(sum(vals), vals[-1])

# Builtin methods by name, on several types with the same names.
for x in ([3, 1, 2], (3, 1, 2), "3", {3: 1, 1: 2}):
    print(type(x).__name__, x.count(x[0] if type(x) is str else 3) if hasattr(x, "count") else x.get(3))
