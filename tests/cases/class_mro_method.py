# cls.mro(): the MRO as a list, a method of the class (not of instances),
# shadowed by a class attribute of that name; its argument errors.
class A: pass
class B(A): pass
class C(A): pass
class D(B, C): pass
print(D.mro())
print(A.mro(), type(D.mro()))
print([k.__name__ for k in D.mro()])
m = D.mro
print(m())
class E:
    def mro(self): return 'own'
print(E().mro())
try:
    D.mro(1)
except TypeError as e:
    print(e)
print(D().__class__.mro() == list(D.__mro__))
try:
    D().mro()
except AttributeError as e:
    print(e)
