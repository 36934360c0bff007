# a class body's __qualname__ names the class and is not left in its __dict__
class A:
    x = 1
    class B:
        def f(self): pass
print(A.__qualname__, A.B.__qualname__, A.B.f.__qualname__, "__qualname__" in A.__dict__, "__qualname__" in vars(A.B))
class C:
    __qualname__ = "Renamed"
print(C.__qualname__, C.__name__, repr(C), "__qualname__" in C.__dict__)
try:
    class D:
        __qualname__ = 5
except TypeError as e:
    print(e)
def make():
    class Local: pass
    return Local
print(make().__qualname__, make())
