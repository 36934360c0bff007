# dir() of enum classes and members, as CPython 3.11's EnumType.__dir__ and
# Enum.__dir__ list them (members, public methods and properties, instance
# attributes not starting with '_', a few dunders; __new__ when overridden).
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto


class Color(Enum):
    RED = 1
    GREEN = 2
    CRIMSON = 1

    def describe(self):
        return self.name

    @property
    def lower(self):
        return self.name.lower()

    @classmethod
    def make(cls):
        return cls.RED


class Num(IntEnum):
    ONE = 1
    TWO = 2


class Txt(StrEnum):
    A = auto()


class Perm(Flag):
    R = 1
    W = 2
    RW = 3


class Bits(IntFlag):
    X = 1


class WithNew(Enum):
    def __new__(cls, v):
        m = object.__new__(cls)
        m._value_ = v * 2
        return m
    A = 1


c = Color.RED
c.extra = 5
c._hidden = 6
for obj in (Color, Color.RED, Color.CRIMSON, Color.GREEN, Perm, Perm.RW, Perm.R | Perm.W, Perm(0),
            WithNew, WithNew.A):
    print(dir(obj))
