# Changes to the class made last (no subclasses yet) after lookups through
# it were cached: attribute reads on instances, method calls, class
# attribute reads and special methods all see the new namespace.
def reads(o, cls):
    return (o.x, o.m(), cls.x, getattr(cls, 'y', None), repr(o)[:6], len(o) if hasattr(cls, '__len__') else None)


class A:
    x = 1

    def m(self):
        return 'm1'


a = A()
print(reads(a, A))
A.x = 2
print(reads(a, A))
A.m = lambda self: 'm2'
print(reads(a, A))
A.y = 'y'
print(reads(a, A))
del A.y
print(reads(a, A))
A.__repr__ = lambda self: 'A-repr'
print(reads(a, A))
A.__len__ = lambda self: 7
print(reads(a, A))
del A.__len__
print(reads(a, A))
del A.__repr__
print(reads(a, A))

# in a loop, so that each site is cached before the change
out = []
for i in range(4):
    out.append((a.x, a.m(), A.x))
    A.x = i * 10
    A.m = (lambda k: lambda self: k)(i)
print(out)


# a class decorator storing into the class it was given
def add(cls):
    inst = cls()
    before = (inst.v, cls.v)
    cls.v = 'after'
    cls.__eq__ = lambda s, o: 'eq'
    return before, (inst.v, cls.v, inst == 1, cls() == 2)


@add
class B:
    v = 'before'


print(B)


# a metaclass's methods, changed while it is the newest class
class M(type):
    def who(cls):
        return 'who1'


class C(metaclass=M):
    pass


print(C.who())
M.who = lambda cls: 'who2'
print(C.who())


class D:
    pass


print(C.who())
M.who = lambda cls: 'who3'
print(C.who())
