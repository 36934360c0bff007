import functools
REGISTRY = {}

def register(name=None):
    def deco(cls):
        REGISTRY[name or cls.__name__.lower()] = cls
        cls.registered_as = name or cls.__name__.lower()
        return cls
    return deco

def add_repr(cls):
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{type(self).__name__}({fields})"
    cls.__repr__ = __repr__
    return cls

def count_calls(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper

@register()
@add_repr
class Circle:
    def __init__(self, r):
        self.r = r
    @count_calls
    def area(self):
        return round(3.14159 * self.r ** 2, 2)

@register("sq")
@add_repr
class Square:
    def __init__(self, side):
        self.side = side

c = Circle(2)
print(c, c.area(), c.area(), Circle.area.calls, Circle.area.__name__)
print(sorted(REGISTRY), REGISTRY["sq"](3), Square.registered_as)
print(Circle.area.__wrapped__.__qualname__)
