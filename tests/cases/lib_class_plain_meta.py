# A class statement with a metaclass that makes classes as type does (a
# subclass of type or of ABCMeta without __new__, __init__, __prepare__ or
# mro) takes a shorter way in the prelude: the same class, cell, hooks and
# errors as a metaclass that overrides them.
import abc
class M(type):
    pass
class A(metaclass=M):
    x = 1
    def f(self): return __class__
print(type(A).__name__, A.f(A()).__name__, A.__qualname__, A.__module__)
class MN(type):
    def __new__(mcs, name, bases, ns, **kw):
        print('MN.__new__', name, sorted(kw))
        return super().__new__(mcs, name, bases, ns)
    def __init__(cls, name, bases, ns, **kw):
        print('MN.__init__', name)
class B(metaclass=MN, k=1):
    pass
class MP(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        print('prepare', name)
        return {'pre': 1}
class C(metaclass=MP):
    pass
print(C.pre)
class MR(type):
    def mro(cls):
        return (cls, object)
class D(metaclass=MR): pass
print(D.__mro__)
class MS(M): pass
class E(A, metaclass=MS):
    def __init_subclass__(cls, **kw):
        print('isc', cls.__name__, kw)
class F(E, q=2): pass
print(type(F).__name__, F.__mro__)
class Desc:
    def __set_name__(self, owner, name):
        print('set_name', owner.__name__, name)
class G(abc.ABC):
    d = Desc()
    @abc.abstractmethod
    def g(self): ...
    def h(self): return __class__
try:
    G()
except TypeError as e:
    print(e)
class H(G):
    def g(self): return 1
print(H().g(), H().h().__name__, sorted(G.__abstractmethods__), sorted(H.__abstractmethods__))
class AM(abc.ABCMeta):
    def __new__(mcs, *a, **k):
        print('AM new')
        return super().__new__(mcs, *a, **k)
class I(metaclass=AM): pass
print(type(I).__name__, isinstance(I(), I))
class MM(type):
    def __call__(cls, *a):
        return 'called'
class J(metaclass=MM): pass
print(J())
try:
    class K(metaclass=M, bad=1): pass
except TypeError as e:
    print('TE', e)
class L(metaclass=M):
    __qualname__ = 'Lq'
print(L.__qualname__)
print(issubclass(H, G), isinstance(H(), G))
