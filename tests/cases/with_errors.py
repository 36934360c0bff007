# with: exceptions in __enter__/__exit__, context chaining, generators closed
# inside a with, class bodies, staticmethod/classmethod special methods,
# instance attributes ignored, __bool__ of the exit result.
class CM:
    def __init__(self, name, mode=None):
        self.name = name; self.mode = mode
    def __enter__(self):
        print("enter", self.name)
        if self.mode == "enter": raise RuntimeError("in enter " + self.name)
        return self
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, v)
        if self.mode == "exit": raise ValueError("in exit " + self.name)
        if self.mode == "truthy": return [1]
        if self.mode == "falsy": return 0
        return None

try:
    with CM("a"), CM("b", "enter"), CM("c"):
        print("never")
except RuntimeError as e:
    print("caught", e)
try:
    with CM("a", "exit"):
        raise KeyError("orig")
except ValueError as e:
    print("caught", e, repr(e.__context__))
try:
    with CM("a", "exit"):
        pass
except ValueError as e:
    print("caught", e, repr(e.__context__))
with CM("t", "truthy"):
    raise KeyError(1)
try:
    with CM("f", "falsy"):
        raise KeyError(2)
except KeyError as e: print("caught", repr(e))
def gen():
    with CM("g"):
        yield 1
        yield 2
g = gen()
print(next(g))
g.close()
print("closed")
def gen2():
    with CM("g2"):
        yield 1
g = gen2()
for x in g: print(x)
# nested with in try/finally with return
def h():
    try:
        with CM("h1"):
            with CM("h2"):
                return 5
    finally:
        print("finally")
print(h())
# while with break inside nested
i = 0
while True:
    with CM(i):
        i += 1
        if i > 1: break
print("i", i)
# with in class body and at module level globals
class K:
    with CM("k") as kk:
        z = 3
print(K.z, K.kk.name)
# exception in body then exit raises
try:
    with CM("x", "exit"):
        1/0
except Exception as e:
    print(type(e).__name__, type(e.__context__).__name__)
# bare raise inside __exit__
class R:
    def __enter__(self): return self
    def __exit__(self, *a):
        raise
try:
    with R():
        raise IndexError("ix")
except IndexError as e: print("reraised", e)
# suppress, then variable state
def s():
    with CM("s", "truthy"):
        y = 1
        raise ValueError
    return y
print(s())
def s2():
    with CM("s", "truthy"):
        raise ValueError
        y = 1
    return y
try: s2()
except UnboundLocalError as e: print(e)
# __exit__ static/class methods
class S:
    def __enter__(self): return "S"
    @staticmethod
    def __exit__(*a): print("static exit", len(a))
with S() as v: print(v)
class C2:
    @classmethod
    def __enter__(cls): return cls.__name__
    @classmethod
    def __exit__(cls, *a): print("cls exit", cls.__name__, len(a))
with C2() as v: print(v)
# instance attribute __enter__ is ignored
class I:
    pass
o = I()
o.__enter__ = lambda: 1
o.__exit__ = lambda *a: 1
try:
    with o: pass
except TypeError as e: print(e)
# __bool__ on exit result
class B:
    def __bool__(self): print("bool"); return True
class CB:
    def __enter__(self): return self
    def __exit__(self, *a): return B()
with CB():
    raise ValueError
print("ok")
