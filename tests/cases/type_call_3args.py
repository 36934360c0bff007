X = type("X", (), {"a": 1, "f": lambda self: self.a * 2})
x = X()
print(X, X.__name__, X.__qualname__, X.__module__, x.f(), X.__mro__, repr(x)[:12])
class B:
    def __init_subclass__(cls, **kw):
        print("init_subclass", cls.__name__)
    def hi(self): return "hi " + type(self).__name__
Y = type("Y", (B,), {"__qualname__": "Outer.Y", "__doc__": "doc"})
print(Y().hi(), Y.__qualname__, Y.__doc__, Y.__bases__, isinstance(Y(), B))
E = type("E", (ValueError,), {})
try:
    raise E("bad")
except ValueError as e:
    print(f"{type(e).__name__}: {e}", repr(e))
for args in [(1, (), {}), ("A", [], {}), ("A", (), []), ("A", (1,), {}), ("A",()), ("A", (), {"__qualname__": 3})]:
    try:
        type(*args)
    except TypeError as e:
        print(f"{type(e).__name__}: {e}")
print(type(3), type("A", (), {}).__class__)
