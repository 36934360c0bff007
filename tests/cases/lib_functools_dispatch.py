# singledispatch, singledispatchmethod, partialmethod and cached_property as
# CPython 3.11 has them (registration by annotation, MRO order, errors).
from functools import singledispatch, singledispatchmethod, partialmethod, cached_property
from collections.abc import Sequence, Mapping

# the descriptor protocol by hand, and the attributes that functools relies on
print(int.__mro__, bool.__bases__, object.__base__, KeyError.__module__)


@singledispatch
def show(x):
    "Show anything."
    return f"obj {x!r}"


@show.register
def _(x: int):
    return f"int {x}"


@show.register(list)
@show.register(tuple)
def _(x):
    return f"seq of {len(x)}"


@show.register
def _(x: Mapping):
    return f"mapping {sorted(x)}"


print(show(1), show(True), show([1, 2]), show((1,)), show("s"), show({"b": 1, "a": 2}))
print(show.__name__, show.__doc__, show.__wrapped__.__name__)
print(show.dispatch(bool).__name__, show.dispatch(float) is show.registry[object])
print(sorted(t.__name__ for t in show.registry))


class Base:
    pass


class Child(Base):
    pass


class Grand(Child):
    pass


@singledispatch
def kind(x):
    return "default"


kind.register(Base, lambda x: "base")
kind.register(Child, lambda x: "child")
print(kind(Base()), kind(Child()), kind(Grand()), kind(3))


@show.register(Sequence)
def _(x):
    return "a sequence"


print(show("text"), show(range(3)), show([1]))

for bad in [lambda: show.register(3, lambda x: x), lambda: show.register(lambda x: x),
            lambda: show(), lambda: show.register("str")]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", str(e).split(" at 0x")[0])


def untyped(x: "int"):
    return x


try:
    show.register(untyped)
except TypeError as e:
    print("TypeError:", e)


class Formatter:
    def __init__(self, prefix):
        self.prefix = prefix

    @singledispatchmethod
    def fmt(self, arg):
        return f"{self.prefix}? {arg!r}"

    @fmt.register
    def _(self, arg: int):
        return f"{self.prefix}int {arg:+d}"

    @fmt.register(float)
    def _(self, arg):
        return f"{self.prefix}float {arg:.2f}"

    @singledispatchmethod
    @classmethod
    def make(cls, arg):
        return cls(str(arg))

    @make.register
    @classmethod
    def _(cls, arg: int):
        return cls("#" * arg)


f = Formatter("> ")
print(f.fmt(3), f.fmt(2.5), f.fmt("x"), f.fmt(True))
print(Formatter.make(3).prefix, Formatter.make("p").prefix)


class Cell:
    def __init__(self):
        self.alive = False

    def set_state(self, state, note=""):
        self.alive = bool(state)
        return note

    set_alive = partialmethod(set_state, True, note="up")
    set_dead = partialmethod(set_state, False)


c = Cell()
print(c.set_alive(), c.alive, repr(c.set_dead()), c.alive)
print(Cell.set_alive(c), c.alive)
print(type(Cell.__dict__["set_alive"]).__name__)


class Data:
    def __init__(self, xs):
        self.xs = xs

    @cached_property
    def total(self):
        "Sum of xs."
        print("computing")
        return sum(self.xs)


d = Data([1, 2, 3])
print(d.total, d.total, d.__dict__)
d.total = 10
print(d.total)
del d.total
print(d.total)
print(Data.total.__doc__, Data.total.attrname, type(Data.total).__name__)

cp = cached_property(lambda self: 1)
try:
    cp.__set_name__(Data, "a")
    cp.__set_name__(Data, "b")
except TypeError as e:
    print("TypeError:", e)
try:
    cached_property(lambda self: 1).__get__(d, Data)
except TypeError as e:
    print("TypeError:", e)


class Slotted:
    __slots__ = ("x",)

    @cached_property
    def y(self):
        return 1


try:
    Slotted().y
except TypeError as e:
    print("TypeError:", e)


def plain(self, x=1):
    return (type(self).__name__, x)


print(plain.__get__(d, Data)(), plain.__get__(None, Data) is plain)
try:
    plain.__get__(None)
except TypeError as e:
    print("TypeError:", e)
