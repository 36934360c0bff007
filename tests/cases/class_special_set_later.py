# Special methods stored on or deleted from a class after it is made (and
# after it has subclasses): operations on instances of it and of its
# subclasses see each change.
class A:
    pass


class B(A):
    pass


a, b = A(), B()
A.__repr__ = lambda self: 'A-repr'
print(repr(a), repr(b))
B.__repr__ = lambda self: 'B-repr'
print(repr(a), repr(b))
del A.__repr__
print(repr(a)[:10], repr(b))
del B.__repr__
print(repr(a)[:10], repr(b)[:10])

A.__len__ = lambda self: 3
print(len(a), len(b), bool(a))
A.__bool__ = lambda self: False
print(bool(a), bool(b))
A.__add__ = lambda self, o: ('add', o)
print(a + 1, b + 2)
del A.__add__
try:
    a + 1
except TypeError as e:
    print('TypeError', e)
A.__eq__ = lambda self, o: True
print(a == 5, b == 6, a != 5)
A.__getitem__ = lambda self, k: k * 2
print(a[4], b['x'])
A.__iter__ = lambda self: iter([1, 2])
print(list(a), list(b))
A.__call__ = lambda self, *x: x
print(a(1), b(2, 3))
A.__contains__ = lambda self, x: x == 'in'
print('in' in a, 'out' in b)
del A.__contains__
print('in' in a, 1 in b)


# the same on the newest class (no subclasses), as a decorator does
def deco(cls):
    cls.__repr__ = lambda self: cls.__name__ + '()'
    cls.__lt__ = lambda self, o: True
    return cls


@deco
class C:
    pass


print(repr(C()), C() < C(), sorted([C(), C()], key=lambda x: x) is not None)
print(C() > C())
