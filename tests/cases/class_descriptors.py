# User descriptors: __get__/__set__/__delete__/__set_name__ on instances
# and classes, data descriptors before the instance dict, non-data after;
# functools.lru_cache and cache on methods.
import functools


class Typed:
    def __set_name__(self, owner, name):
        self.name = '_' + name
        print('set_name', owner.__name__, name)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, 0)

    def __set__(self, obj, value):
        if not isinstance(value, int):
            raise TypeError(f'{self.name[1:]} must be int')
        setattr(obj, self.name, value)

    def __delete__(self, obj):
        print('delete', self.name)


class Lazy:
    def __init__(self, f):
        self.f = f

    def __get__(self, obj, objtype=None):
        if obj is None:
            return 'class access'
        v = self.f(obj)
        obj.__dict__[self.f.__name__] = v
        return v


class Point:
    x = Typed()
    y = Typed()

    @Lazy
    def norm(self):
        print('computing')
        return (self.x ** 2 + self.y ** 2) ** 0.5


p = Point()
print(p.x, p.y)
p.x = 3
p.y = 4
print(p.x, p.y, sorted(p.__dict__.items()))
try:
    p.x = 'a'
except TypeError as e:
    print(e)
del p.x
print(p.norm, p.norm, Point.norm, type(Point.x).__name__)
p.__dict__['x'] = 99
print(p.x)


class Calc:
    def __init__(self):
        self.calls = 0

    @functools.lru_cache(maxsize=None)
    def square(self, n):
        self.calls += 1
        return n * n

    @functools.cache
    def cube(self, n):
        return n ** 3


c = Calc()
print(c.square(3), c.square(3), c.square(4), c.calls, c.cube(2), c.cube(2))
print(Calc.square.cache_info())
