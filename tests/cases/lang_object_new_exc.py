# object.__new__ of an exception class is refused as CPython refuses it,
# naming the class whose __new__ to use; BaseException.__new__ makes them.


class AppError(Exception):
    pass


class WithNew(ValueError):
    def __new__(cls, *a):
        return super().__new__(cls, *a)


class Deeper(WithNew):
    pass


for k in (AppError, WithNew, Deeper, KeyError, BaseException, StopIteration):
    try:
        object.__new__(k)
        print(k.__name__, "made")
    except TypeError as e:
        print(k.__name__, e)

# still fine: the exception's own __new__
e = BaseException.__new__(AppError, "x")
print(type(e).__name__, e.args)
print(type(Exception.__new__(Deeper)).__name__)
print(repr(BaseException.__new__(KeyError, "k", 2)), BaseException.__new__(ValueError).args)
for bad in (int, 3):
    try:
        BaseException.__new__(bad)
    except TypeError as e:
        print("TypeError", e)
g = ExceptionGroup("m", [ValueError(1)])
print(type(g).__name__, g.args[0], repr(g.exceptions))
