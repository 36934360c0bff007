# An instance whose class __call__ is the instance itself (or a cycle of
# them) ends in RecursionError, as CPython's C recursion limit gives; baton
# looped in the call path without charging a step, past --timeout.
class A: pass
class B: pass
a = A(); b = B()
A.__call__ = b
B.__call__ = a
try:
    a(1, x=2)
except RecursionError as e:
    print('RE', e)
class C: pass
c = C()
C.__call__ = c.__init__
class D:
    def m(self): return 'm'
d = D()
D.__call__ = d.m
print([obj() for obj in (c, d)])
class Foo:
    pass
Foo.__repr__ = Foo.__str__
try:
    str(Foo())
except RecursionError as e:
    print('RecursionError')
