class A:
    __slots__ = ("x",)
    def __init__(self, x):
        self.x = x

class B(A):
    __slots__ = ("y",)
    def __init__(self, x, y):
        super().__init__(x)
        self.y = y

class C(B):
    pass

b = B(1, 2)
print(b.x, b.y, hasattr(b, "__dict__"))
try:
    b.z = 3
except AttributeError as e:
    print(e)
c = C(1, 2)
c.z = 3
print(c.z, A.x, type(A.x).__name__)
try:
    A(1).y
except AttributeError as e:
    print(e)
class D:
    __slots__ = ("a", "__dict__")
d = D()
d.a = 1
d.b = 2
print(d.a, d.b)
try:
    class E(A):
        __slots__ = ("x",)
        x = 5
except ValueError as e:
    print(e)
