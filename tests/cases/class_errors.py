class A:
    def __init__(self, x):
        self.x = x
try:
    A()
except TypeError as e:
    print(e)
try:
    A(1).y
except AttributeError as e:
    print(e)
class B:
    pass
try:
    B(1)
except TypeError as e:
    print(e)
class X: pass
class Y(X): pass
try:
    class Z(X, Y): pass
except TypeError as e:
    print(e)
class P:
    @property
    def v(self): return 1
try:
    P().v = 2
except AttributeError as e:
    print(e)
print(type(B()).__name__, type(B) is type, callable(B), callable(B()))
print(B.__qualname__, B.__module__, B.__doc__)
class Outer:
    class Inner:
        def m(self): pass
print(Outer.Inner.__qualname__, Outer.Inner.m.__qualname__)
o = object()
print(o is o, o == object())
class E(ValueError):
    pass
try:
    raise E
except ValueError as e:
    print("E", type(e).__name__, isinstance(e, E), e.args)
class C:
    count = 0
    def __init__(self):
        C.count += 1
C(); C()
print(C.count)
class D:
    def __init__(self): return 1
D()
