# Metaclasses meeting the rest of the object model: singletons called every way,
# abc and enum, dunders of the metaclass, __getattr__ on the class, dataclasses,
# rewritten bases and namespaces, validation after __call__, exceptions, slots.
import abc
import dataclasses
import functools
class Single(type):
    _inst = {}
    def __call__(cls, *a, **k):
        if cls not in cls._inst:
            cls._inst[cls] = super().__call__(*a, **k)
        return cls._inst[cls]
class Db(metaclass=Single):
    def __init__(self, url='x'):
        self.url = url
class Holder:
    kind = Db
h = Holder()
print(h.kind() is Db(), list(map(Db, ['a', 'b']))[0] is Db(), functools.partial(Db, url='q')() is Db())
print(Db(url='zzz').url, [Db() for _ in range(3)].count(Db()))
d = {'f': Db}
print(d['f']() is Db(), sorted([Db(), Db()], key=id)[0] is Db())
class Sub(Db):
    pass
print(Sub() is Sub(), Sub() is Db(), type(Sub).__name__)
class Base(abc.ABC):
    @abc.abstractmethod
    def go(self): ...
class Impl(Base):
    def go(self): return 1
print(Impl().go(), isinstance(Impl(), Base), type(Base).__name__)
Base.register(int)
print(isinstance(3, Base), issubclass(bool, Base))
from enum import Enum, IntEnum, Flag
class C(IntEnum):
    A = 1
print(C.A + 1, C(1), type(C))
class M(type):
    def __repr__(cls): return 'M-repr'
    def __str__(cls): return 'M-str'
    def __eq__(cls, o): return True
    __hash__ = type.__hash__
    def __bool__(cls): return False
class K(metaclass=M): pass
print(repr(K), str(K), K == 1, bool(K), f'{K}', [K], {K: 1}[K], 'yes' if K else 'no')
class GM(type):
    def __getattr__(cls, n):
        if n.startswith('get_'):
            return lambda: n[4:]
        raise AttributeError(n)
    def __getitem__(cls, k): return ('meta', k)
class A(metaclass=GM):
    x = 1
    def __class_getitem__(cls, k): return ('cgi', k)
print(A.get_foo(), A.x, A[int])
try:
    A.nope
except AttributeError as e:
    print('AE', e)
@dataclasses.dataclass
class P(metaclass=GM):
    a: int
    b: str = 'z'
print(P(1), P(1) == P(1), type(P).__name__)
class Rebase(type):
    def __new__(mcs, name, bases, ns):
        if name != 'Root':
            bases = bases + (Mixin,)
        return super().__new__(mcs, name, bases, ns)
class Mixin:
    def hi(self): return 'hi'
class Root(metaclass=Rebase): pass
class Leaf(Root): pass
print(Leaf().hi(), [c.__name__ for c in Leaf.__mro__])
class Auto(type):
    def __new__(mcs, name, bases, ns):
        for k, v in list(ns.items()):
            if isinstance(v, int) and not k.startswith('_'):
                ns[k.upper()] = v * 10
        return super().__new__(mcs, name, bases, ns)
class Consts(metaclass=Auto):
    a = 1
    b = 2
print(Consts.A, Consts.B, Consts.a)
class Validator(type):
    def __call__(cls, *args, **kw):
        obj = super().__call__(*args, **kw)
        obj.validate()
        return obj
class Model(metaclass=Validator):
    def __init__(self, v): self.v = v
    def validate(self):
        if self.v < 0: raise ValueError('neg')
print(Model(1).v)
try:
    Model(-1)
except ValueError as e:
    print('VE', e)
class Ex(Exception, metaclass=GM): pass
try:
    raise Ex('boom')
except Ex as e:
    print(type(e).__name__, e, A.get_bar())
class WithSlots(metaclass=GM):
    __slots__ = ('q',)
w = WithSlots(); w.q = 3; print(w.q)
print(type(type(A)), GM.__class__, isinstance(GM, type), callable(A))
