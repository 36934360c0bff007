# Builtin functions and types stored as class attributes are not bound to
# the instance (they are no descriptors); functions and the special methods
# of builtin types are.
class C:
    f5 = int
    f6 = abs
    f7 = len
    eq = object.__eq__
    add = int.__add__

    def meth(self, x):
        return x


c = C()
print(c.f5('12'), c.f6(-3), c.f7([1, 2]))
print(c.eq(c), c.eq(1))
try:
    c.add(1)
except TypeError as e:
    print(e)
print(c.meth(5), C.f6 is abs)


class Base1:
    def __init__(self, *args):
        print('Base1.__init__', args)


class T1(Base1, tuple):
    pass


class T2(tuple, Base1):
    pass


print(len(T1()), len(T1([1, 2, 3])), len(T2([1, 2])), T2([1]) == (1,))
