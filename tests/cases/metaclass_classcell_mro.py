# __classcell__ travels through a metaclass's __new__ (zero-argument super()
# and __class__ in methods of a class it makes), type.mro / M.mro / cls.mro(),
# a metaclass overriding mro, __subclasses__ of classes, __qualname__ and
# __module__ given in the class body.


class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        print('new', name, '__classcell__' in ns, type(ns.get('__classcell__')).__name__,
              ns['__module__'], ns['__qualname__'], sorted(kw))
        return super().__new__(mcls, name, bases, ns)


class A:
    def who(self):
        return 'A'


class B(A, metaclass=Meta):
    def who(self):
        return 'B>' + super().who()

    def cls(self):
        return __class__


print(B().who(), B().cls() is B)


class C(B):
    def who(self):
        return 'C>' + super().who()


print(C().who(), type(C).__name__)


# no methods using __class__: no cell in the namespace
class D(metaclass=Meta):
    x = 1


# a metaclass that drops __classcell__
class Dropper(type):
    def __new__(mcls, name, bases, ns):
        ns = {k: v for k, v in ns.items() if k != '__classcell__'}
        return super().__new__(mcls, name, bases, ns)


try:
    class E(metaclass=Dropper):
        def f(self):
            return super().f()
except RuntimeError as e:
    print('RuntimeError', e)


# a metaclass returning another class than the cell's
class Swapper(type):
    def __new__(mcls, name, bases, ns):
        real = super().__new__(mcls, name, bases, ns)
        return super().__new__(mcls, name + 'X', bases, {})


try:
    class F(metaclass=Swapper):
        def f(self):
            return __class__
except TypeError as e:
    print('TypeError', str(e).split(' defining')[0].replace('__main__.', ''))


class Bad(type):
    def __new__(mcls, name, bases, ns):
        ns['__classcell__'] = 5
        return super().__new__(mcls, name, bases, ns)


try:
    class G(metaclass=Bad):
        pass
except TypeError as e:
    print('TypeError', e)

# mro as a method of type
print(B.mro())
print(type.mro(B))
print(Meta.mro(B))
print(Meta.mro(Meta))
print(type.mro(int), int.mro(), bool.mro())
print(A.mro.__name__, type(type.mro).__name__)
for bad in ((5,), ()):
    try:
        type.mro(*bad)
    except TypeError as e:
        print('TypeError', e)
try:
    B.mro(1)
except TypeError as e:
    print('TypeError', e)


# a metaclass choosing the order
class Reorder(type):
    def mro(cls):
        order = super().mro()
        if cls.__name__ == 'Z':
            order[1], order[2] = order[2], order[1]
        return order


class X1:
    def f(self):
        return 'X1'


class X2:
    def f(self):
        return 'X2'


class Z(X1, X2, metaclass=Reorder):
    pass


print([k.__name__ for k in Z.__mro__], Z().f(), [k.__name__ for k in Z.mro()])


class Extra(type):
    def mro(cls):
        return [cls, Mixin] + super().mro()[1:]


class Mixin:
    def hello(self):
        return 'mixin hello'


class W(metaclass=Extra):
    pass


print([k.__name__ for k in W.__mro__], W().hello(), isinstance(W(), Mixin))


class NonClass(type):
    def mro(cls):
        return [cls, 5, object]


try:
    class V(metaclass=NonClass):
        pass
except TypeError as e:
    print('TypeError', e)


class Layout(type):
    def mro(cls):
        return [cls, dict, object]


try:
    class U(metaclass=Layout):
        pass
except TypeError as e:
    print('TypeError', e)

# __subclasses__
class P:
    pass


class Q1(P):
    pass


class Q2(P):
    pass


class R(Q1, Q2):
    pass


print(P.__subclasses__(), type.__subclasses__(P))
print(Q1.__subclasses__(), Q2.__subclasses__(), R.__subclasses__())
Q3 = type('Q3', (P,), {})
print([k.__name__ for k in P.__subclasses__()])
print(type.__subclasses__(Meta), [k.__name__ for k in B.__subclasses__()])
try:
    type.__subclasses__(5)
except TypeError as e:
    print('TypeError', e)
try:
    P.__subclasses__(1)
except TypeError as e:
    print('TypeError', e)


# __qualname__ and __module__ in the body
class N:
    __qualname__ = 'Other.Name'
    __module__ = 'mymod'


print(N.__qualname__, N.__module__, N, N.__name__)


class Outer:
    class Inner(metaclass=Meta):
        pass


print(Outer.Inner.__qualname__)


class Renamer(type):
    def __new__(mcls, name, bases, ns):
        ns['__qualname__'] = 'Renamed.' + name
        ns['__module__'] = 'elsewhere'
        return super().__new__(mcls, name, bases, ns)


class K(metaclass=Renamer):
    pass


print(K, K.__qualname__, K.__module__)
try:
    class BadQ:
        __qualname__ = 5
except TypeError as e:
    print('TypeError', e)


# __init_subclass__ keywords with a metaclass
class Base:
    def __init_subclass__(cls, /, flag=None, **kw):
        print('init_subclass', cls.__name__, flag, kw)
        super().__init_subclass__(**kw)


class KwMeta(type):
    def __new__(mcls, name, bases, ns, **kw):
        print('KwMeta.__new__', kw)
        return super().__new__(mcls, name, bases, ns, **kw)

    def __init__(cls, name, bases, ns, **kw):
        print('KwMeta.__init__', kw)
        super().__init__(name, bases, ns, **kw)


class S(Base, metaclass=KwMeta, flag=1):
    pass


class T(S, flag=2):
    pass


try:
    class Y(Base, metaclass=KwMeta, flag=3, other=4):
        pass
except TypeError as e:
    print('TypeError', e)
