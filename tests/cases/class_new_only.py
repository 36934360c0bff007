# a class with a Python __new__ and no __init__ is called as __new__ itself;
# with an __init__, or a mutable base, __init__ still runs after it
class B:
    def __new__(cls, a, *, k=0):
        self = super().__new__(cls)
        self.a = a + k
        return self
class Other:
    pass
class R:
    def __new__(cls, a):
        return Other() if a else super().__new__(cls)
class WithInit:
    def __new__(cls, a):
        print("new", a)
        return super().__new__(cls)
    def __init__(self, a):
        print("init", a)
class L(list):
    def __new__(cls, *args):
        return super().__new__(cls)
class T(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))
class S(str):
    def __new__(cls, v):
        return super().__new__(cls, v.upper())
class SM:
    @staticmethod
    def __new__(cls, x):
        return x * 2
class G:
    def __new__(cls):
        yield 1
print(B(1).a, B(1, k=5).a, type(R(1)).__name__, type(R(0)).__name__, WithInit(3).__class__.__name__)
print(L([1, 2]), T(1, 2), T(1, 2)[1], S("abc"), type(S("x")).__name__, SM(21))
print(type(G()).__name__)
try:
    B()
except TypeError as e:
    print(e)
try:
    T(1)
except TypeError as e:
    print(e)
import fractions, collections
P = collections.namedtuple("P", "x y")
print(P(1, 2), P(x=3, y=4), fractions.Fraction(3, 6))
