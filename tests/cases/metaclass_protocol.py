# The metaclass protocol's corners: calculation, conflicts, type() with
# three arguments, __init_subclass__ keywords, __instancecheck__, super().

class Meta(type):
    def __new__(mcs, name, bases, ns, **kw):
        print('Meta.__new__', mcs.__name__, name, [b.__name__ for b in bases], sorted(kw))
        return super().__new__(mcs, name, bases, ns, **kw)

    def __init__(cls, name, bases, ns, **kw):
        print('Meta.__init__', name, sorted(kw))
        super().__init__(name, bases, ns, **kw)


class SubMeta(Meta):
    pass


class Base(metaclass=Meta):
    def __init_subclass__(cls, **kw):
        print('init_subclass', cls.__name__, kw)
        super().__init_subclass__()


class Child(Base, level=2):
    pass


class Grand(Child, metaclass=SubMeta):
    pass


print(type(Grand).__name__, type(Child).__name__)

# a derived class's metaclass is the most derived one of its bases
class Other(metaclass=SubMeta):
    pass


class Mixed(Child, Other):
    pass


print(type(Mixed).__name__)

# conflicts
class M1(type):
    pass


class M2(type):
    pass


class A1(metaclass=M1):
    pass


class A2(metaclass=M2):
    pass


for make in (lambda: type('X', (A1, A2), {}),
             lambda: M1('X', (A2,), {}),
             lambda: type.__new__(int, 'X', (), {}),
             lambda: type.__new__(1, 'X', (), {}),
             lambda: type.__new__(type, 'X', ()),
             lambda: type.__init__(int, 1, 2),
             lambda: type.__init__(int, 1, x=2),
             lambda: type.__call__(1),
             lambda: M1('X'),
             lambda: type('X', (1,), {}),
             lambda: type(1, (), {}),
             lambda: type.__instancecheck__(1, 1)):
    try:
        print(make())
    except TypeError as e:
        print('TypeError', e)


def conflict():
    class C(A1, A2):
        pass


def layout():
    class M(type, int):
        pass


def bad_prepare():
    class M(type):
        @classmethod
        def __prepare__(mcs, name, bases):
            return 5

    class C(metaclass=M):
        pass


for f in (conflict, layout, bad_prepare):
    try:
        f()
    except TypeError as e:
        print('TypeError', e)

# type(name, bases, ns) goes through the bases' metaclass
T = type('T', (Base,), {'x': 1})
print(type(T).__name__, T.x, T.__qualname__, T.__module__)
print(type.__call__(int, '5'), type.__call__(type, 5), type.__prepare__('a', (), x=1))
print(type.__instancecheck__(int, 1), type.__subclasscheck__(int, bool))

# a function as metaclass
def meta_fn(name, bases, ns):
    return (name, bases, sorted(ns))


class NotAClass(metaclass=meta_fn):
    x = 1


print(NotAClass)


# __instancecheck__ / __subclasscheck__ on a metaclass
class Duck(type):
    def __instancecheck__(cls, obj):
        return hasattr(obj, 'quack')

    def __subclasscheck__(cls, sub):
        return hasattr(sub, 'quack')


class Quacker(metaclass=Duck):
    pass


class Robot:
    def quack(self):
        return 'beep'


print(isinstance(Robot(), Quacker), isinstance(1, Quacker), issubclass(Robot, Quacker),
      issubclass(int, Quacker), isinstance(Robot(), (int, Quacker)))


# zero-argument super() and __class__ inside a class made by a metaclass
class Plain(metaclass=Meta):
    def who(self):
        return __class__.__name__

    def __repr__(self):
        return 'Plain:' + super().__repr__()[:8]


print(Plain().who(), repr(Plain()))


# class attributes through the metaclass, shadowing and setattr
class WithAttr(type):
    flavour = 'meta'

    def hello(cls):
        return f'hello from {cls.__name__}'

    def __setattr__(cls, k, v):
        print('set', k)
        super().__setattr__(k, v)


class K(metaclass=WithAttr):
    pass


print(K.flavour, K.hello())
K.y = 3
print(K.y, hasattr(K(), 'flavour'), hasattr(K(), 'hello'))
print(WithAttr.__name__, WithAttr.__qualname__, WithAttr.__bases__, K.__class__.__name__)

# abc and enum keep working, also through a derived metaclass
import abc
import enum


class RegMeta(abc.ABCMeta):
    names = []

    def __new__(mcs, name, bases, ns):
        cls = super().__new__(mcs, name, bases, ns)
        mcs.names.append(name)
        return cls


class Shape(metaclass=RegMeta):
    @abc.abstractmethod
    def area(self):
        ...


class Sq(Shape):
    def area(self):
        return 4


try:
    Shape()
except TypeError as e:
    print('TypeError', e)
print(Sq().area(), RegMeta.names, type(Sq).__name__, isinstance(Sq(), Shape))


class Color(enum.Enum):
    RED = 1
    BLUE = 2


print(list(Color), Color(2), type(Color).__name__, Color['RED'])
