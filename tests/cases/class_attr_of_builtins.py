# x.__class__ is type(x) for every value, as in CPython
import sys
print(None.__class__, "a".__class__, (1).__class__, [].__class__, b"".__class__)
print(int.__class__, type.__class__, sys.__class__, len.__class__)
print((1).__add__.__class__, [].append.__class__, iter([]).__class__)
print((1.5).__class__ is float, {}.__class__ is dict, True.__class__)
print("__class__" in dir(5), "__class__" in dir("x"), "__class__" in dir(None))
class D:
    def __get__(self, obj, cls):
        return "result"
class M:
    f = D()
print(M().f.__class__)
try:
    "a".__class__ = int
except (AttributeError, TypeError) as e:
    print(type(e).__name__)
try:
    del [].__class__
except (AttributeError, TypeError) as e:
    print(type(e).__name__, e)
try:
    (1).__class__ = bool
except (AttributeError, TypeError) as e:
    print(type(e).__name__, e)
print(type(5).__class__.__class__)
