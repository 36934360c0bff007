# Private name mangling: __x inside class A is _A__x (CPython's compiler).


class Account:
    __count = 0
    __rate: float = 0.5
    public = 1

    def __init__(self, owner, __balance=10, *, __limit=100):
        self.__owner = owner
        self.__balance = __balance
        self.__limit = __limit
        Account.__count += 1

    def __secret(self):
        return "secret of " + self.__owner

    def reveal(self):
        return self.__secret()

    @property
    def balance(self):
        return self.__balance

    def __repr__(self):
        return f"Account({self.__owner!r}, {self.__balance})"

    def limits(self):
        return self.__limit, Account.__count, type(self).__rate


a = Account("ann", 5)
print(a, a.reveal(), a.balance, a.limits())
print(sorted(vars(a)))
print(sorted(k for k in Account.__dict__ if "Account" in k))
print(Account.__annotations__)
print(Account.__init__.__kwdefaults__, Account.__init__.__defaults__)
print(Account._Account__secret.__name__, Account._Account__secret.__qualname__)
print(a._Account__owner, a._Account__balance, Account._Account__count)
print(hasattr(a, "__owner"), hasattr(a, "_Account__owner"))
print(getattr(a, "_Account__limit"))

# names reached from outside the class are not mangled
try:
    a.__owner
except AttributeError as e:
    print("AttributeError:", e)
try:
    Account.__count
except AttributeError as e:
    print("AttributeError:", e)

# getattr/setattr strings are never mangled
class Box:
    def put(self):
        setattr(self, "__raw", 1)
        self.__cooked = 2
        return getattr(self, "__raw"), getattr(self, "_Box__cooked"), hasattr(self, "__cooked")

    def missing(self):
        try:
            return self.__nothing
        except AttributeError as e:
            return f"{type(e).__name__}: {e} (name={e.name})"

    def missing_name(self):
        try:
            return __undefined_here
        except NameError as e:
            return f"{type(e).__name__}: {e} (name={e.name})"


b = Box()
print(b.put(), sorted(b.__dict__))
print(b.missing())
print(b.missing_name())

# keyword arguments in a call are not mangled, but the parameters are
class K:
    def f(self, *, __k=1, **kw):
        return __k, kw

    def call(self):
        return self.f(__k=5), self.f(_K__k=6)


print(K().call())

# dunders, the lone __ and names with three trailing underscores
class D:
    __ = "dunder-only"
    ___ = "three"
    __x__ = "dunder"
    __y_ = "one trailing"
    ___z = "three leading"

    def names(self):
        return self.__class__.__name__, self.__x__, self.__y_, self.___z, self.__, self.___


print(D().names())
print(sorted(k for k in D.__dict__ if not k.startswith("__") or k in ("__", "___", "__x__")))

# the class name loses its leading underscores; an all-underscore name never mangles
class _Hidden:
    __v = 1


class __Dunder:
    __v = 2


class _:
    __v = 3


class ___:
    __v = 4


class _H_:
    __v = 5


for cls in (_Hidden, __Dunder, _, ___, _H_):
    print(cls.__name__, [k for k in cls.__dict__ if k.endswith("__v")])

# mangled names are plain attributes: subclasses get their own prefix
class Base:
    def __init__(self):
        self.__x = "base"

    def base_x(self):
        return self.__x


class Child(Base):
    def __init__(self):
        super().__init__()
        self.__x = "child"

    def child_x(self):
        return self.__x


c = Child()
print(c.base_x(), c.child_x(), sorted(vars(c)))

class Child2(Base):
    def peek(self):
        return self.__x


try:
    Child2().peek()
except AttributeError as e:
    print("AttributeError:", e)
