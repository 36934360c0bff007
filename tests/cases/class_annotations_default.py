# A class without annotations has an empty __annotations__ of its own
# (CPython 3.10+), made on first access and kept in the class; a subclass
# does not see its base's.
class Base:
    x: int
    y: 'str' = 'hi'


class Child(Base):
    pass


class Plain:
    p = 1


print(Plain.__annotations__, Child.__annotations__, Base.__annotations__)
print('__annotations__' in Child.__dict__, '__annotations__' in Plain.__dict__)
print(Child().__annotations__, Base().__annotations__)
Plain.__annotations__['q'] = float
print(Plain.__annotations__, Plain.__annotations__ is Plain.__annotations__)


class Later(Base):
    pass


print(Later().__annotations__)
print(Later.__annotations__, Later().__annotations__)
try:
    int.__annotations__
except AttributeError as e:
    print(e)
print(format(1, 'd'))
for bad in (None, 2, b'd'):
    try:
        format(1, bad)
    except TypeError as e:
        print(e)
