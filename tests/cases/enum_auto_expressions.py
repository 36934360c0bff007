# Expressions on auto() members inside the class body (RW = R | W,
# C = A + 10), _missing_, StrEnum/IntEnum in f-strings (3.11).
from enum import Enum, Flag, IntFlag, IntEnum, StrEnum, auto
class P(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
    ALL = R | W | X
print(list(P), P.RW, repr(P.ALL), P(3), P.RW in P.ALL)
class Perm(IntFlag):
    R = 4
    W = 2
    RW = R | W
print(Perm.RW, repr(Perm.RW), Perm(6), int(Perm.R | Perm.W))
class C(IntEnum):
    A = auto()
    B = auto()
    C = A + 10
print(list(C), C.C, C(11))
class S(StrEnum):
    X = auto()
    Y = auto()
print(list(S), f"{S.X}", S.Y.upper())
class Color(Enum):
    RED = 1
    GREEN = 2
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return cls[value.upper()]
        return None
print(Color('red'), Color(2))
try:
    Color(5)
except ValueError as e:
    print(e)
class Shape(Enum):
    SQ = auto()
    CI = auto()
    def describe(self):
        return f"{self.name}={self.value}"
print(Shape.SQ.describe(), [s.describe() for s in Shape])
print(f"{C.A}", f"{C.A!r}", f"{S.X!r}", f"{P.R}", f"{Color.RED}", str(C.A), format(C.B, '>5'))
