# The end of a class statement (prelude _class_ready): __set_name__ runs
# only for values of user classes, in namespace order, on the entries as
# they were before the first call; object.__init_subclass__ is skipped only
# when it is the one found and there are no keywords.  Metaclasses that
# define __new__/__init__/__prepare__/mro anywhere before type in their MRO
# still run them (_meta_plain).
log = []


class Named:
    def __set_name__(self, owner, name):
        log.append(('named', owner.__name__, name))


class Adder:
    def __set_name__(self, owner, name):
        log.append(('adder', name))
        setattr(owner, 'added_' + name, Named())   # not named: added after


class Meta(type):
    def __set_name__(cls, owner, name):
        log.append(('meta', cls.__name__, owner.__name__, name))


class A:
    x = 1
    a = Named()
    f = len
    b = Adder()
    g = lambda self: 0
    c = Named()

    class Inner(metaclass=Meta):
        pass


print(log)
print(sorted(k for k in vars(A) if k.startswith('added_')))
log.clear()


# a __set_name__ that gives a later value's class a __set_name__: looked
# up when that entry's turn comes, as CPython does
class Late:
    pass


class Teacher:
    def __set_name__(self, owner, name):
        Late.__set_name__ = lambda s, o, n: log.append(('late', n))
        log.append(('teacher', name))


class B:
    t = Teacher()
    l = Late()


print(log)
log.clear()


# __init_subclass__: found through the MRO, keywords reach it; object's
# refuses keywords
class Base:
    def __init_subclass__(cls, **kw):
        log.append(('init_subclass', cls.__name__, kw))
        super().__init_subclass__()


class C(Base, tag=1):
    pass


class D(C):
    pass


print(log)
for kw in ({'tag': 1}, {}):
    try:
        class E(**kw):
            pass
        print('E made', kw)
    except TypeError as e:
        print('TypeError', e)


class F(Base):
    @classmethod
    def __init_subclass__(cls):
        log.append(('F.init_subclass', cls.__name__))


class G(F):
    pass


print(log[-1])


# __init_subclass__ set on a base after it is made is still found
class H:
    pass


H.__init_subclass__ = classmethod(lambda cls: log.append(('late init', cls.__name__)))


class I(H):
    pass


print(log[-1])


# metaclasses: plain ones, and ones with __new__/__init__/__prepare__/mro
# defined on a class of their MRO before type
class M0(type):
    pass


class M1(M0):
    def __new__(mcs, name, bases, ns, **kw):
        log.append(('M1.__new__', name))
        return super().__new__(mcs, name, bases, ns)


class M2(M1):
    pass


class M3(M0):
    def __init__(cls, name, bases, ns):
        log.append(('M3.__init__', name))
        super().__init__(name, bases, ns)


class M4(M0):
    @classmethod
    def __prepare__(mcs, name, bases):
        log.append(('M4.__prepare__', name))
        return {'prepared': True}


class M5(M0):
    def mro(cls):
        log.append(('M5.mro', cls.__name__))
        return super().mro()


for m in (M0, M1, M2, M3, M4, M5):
    class K(metaclass=m):
        n = Named()
    print(m.__name__, type(K).__name__, log[-2:] if m is not M0 else log[-1:],
          getattr(K, 'prepared', None))


# a namespace whose __set_name__ raises: wrapped in RuntimeError
class Bad:
    def __set_name__(self, owner, name):
        raise ValueError('no ' + name)


try:
    class L:
        z = Bad()
except RuntimeError as e:
    print(type(e).__name__, e, repr(e.__cause__))


# a builtin type that is not type as the metaclass: no class is made
class X:
    def __mro_entries__(self, b):
        return (len,)


try:
    class N(X()):
        pass
except TypeError as e:
    print('TypeError', e)
try:
    class O(len):
        pass
except TypeError as e:
    print('TypeError', e)


# type.__new__'s additions, for a small namespace and a big one (more than
# a dozen entries): __qualname__ taken out, __doc__ None when missing,
# __init_subclass__/__class_getitem__ classmethods, __new__ a staticmethod
def show(cls):
    d = cls.__dict__
    print(cls.__qualname__, '__qualname__' in d, d['__doc__'],
          [type(d[k]).__name__ for k in ('__init_subclass__', '__class_getitem__', '__new__') if k in d],
          sorted(k for k in d if k.startswith('v')))


for n in (2, 20):
    ns = {'v%02d' % i: i for i in range(n)}
    ns['__qualname__'] = 'Q.R%d' % n
    ns['__init_subclass__'] = lambda cls: log.append(('sub', cls.__name__))
    ns['__class_getitem__'] = lambda cls, item: (cls.__name__, item)
    ns['__new__'] = lambda cls: object.__new__(cls)
    R = type('R', (), ns)
    show(R)
    print(R[int], type(R()).__name__)

    class S(R):
        'doc'
    show(S)
    print(log[-1])
