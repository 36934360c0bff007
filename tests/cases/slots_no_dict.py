class A:
    __slots__ = ("x",)
class B(A):
    __slots__ = ("y",)
class C(A):
    pass
for o in (A(), B(), C()):
    print(type(o).__name__, hasattr(o, "__dict__"))
    try:
        o.z = 1
        print("set z", o.__dict__)
    except AttributeError as e:
        print(f"{type(e).__name__}: {e}")
try:
    A().__dict__
except AttributeError as e:
    print(f"{type(e).__name__}: {e}")
