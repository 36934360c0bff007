# sum() refuses bytes starts with CPython's hint; type(name, bases, ns,
# **kw) hands the keywords to __init_subclass__; id() of distinct numbers
# differs (floats that differ only in their high bits too)
for s in (b'x', bytearray(b'x'), 'x'):
    try:
        sum([], s)
    except TypeError as e:
        print(e)

class B:
    def __init_subclass__(cls, **kw):
        print('init_subclass', cls.__name__, kw)

A = type('A', (B,), {}, x=1)
print(A.__mro__)
for args, kw in ((('A', (), {}, 5), {'x': 1}), ((1,), {'x': 1}), (('A', ()), {'x': 1}),
                 (('A', (), {}), {'x': 1})):
    try:
        type(*args, **kw)
    except TypeError as e:
        print(e)

print(id(1.0) != id(2.0), id(0.5) != id(4.0), id(-1.0) != id(1.0), id(10) != id(20))
print(id(None) != id(...), id(True) != id(1), id(2.0) != id(2))
x = 1.5
print(id(x) == id(x))
for args in ((None, (), {}), ('A', None, {}), ('A', (), None), (1, (), {})):
    try:
        type(*args)
    except TypeError as e:
        print(e)
