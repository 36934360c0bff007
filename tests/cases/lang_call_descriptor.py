# __call__ found on the class as a staticmethod, a classmethod, a builtin
# or an object with __get__ (bound by it), called as CPython calls them,
# with positional and keyword arguments.


class Static:
    @staticmethod
    def __call__(a, b=0):
        return ("static", a, b)


class ClassM:
    @classmethod
    def __call__(cls, a, *, k=None):
        return ("classmethod", cls.__name__, a, k)


class Binder:
    def __init__(self, tag):
        self.tag = tag

    def __get__(self, obj, owner):
        def bound(*args, **kw):
            return (self.tag, type(obj).__name__, owner.__name__, args, sorted(kw.items()))
        return bound


class ViaGet:
    __call__ = Binder("get")


class Sub(ViaGet):
    pass


class Builtin:
    __call__ = len


class NotDescr:
    def __call__(self, *a, **kw):
        return ("plain instance", a, kw)


class HoldsPlain:
    __call__ = NotDescr()


print(Static()(1), Static()(1, b=2))
print(ClassM()(3), ClassM()(3, k=4))
print(ViaGet()(5), ViaGet()(5, x=6, obj=7, d=8))
print(Sub()(9))
print(HoldsPlain()(10, y=11))
try:
    print(Builtin()("abc"))
except TypeError as e:
    print("TypeError", e)
print(callable(ViaGet()), callable(Static()))
print(list(map(ViaGet(), [1, 2])))
print(sorted([3, 1, 2], key=Static()))


class Raises:
    def __get__(self, obj, owner):
        raise LookupError("no binding")


class UsesRaises:
    __call__ = Raises()


try:
    UsesRaises()(1)
except LookupError as e:
    print("LookupError", e)
