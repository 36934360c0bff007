# global_enum (reprs, str, members exported to the program's globals, a
# plain Flag's repr failing as CPython's does), auto formulas in class
# bodies, _generate_next_value_ fallbacks, enum.bin, StrEnum argument errors.
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, global_enum, KEEP, EJECT
import enum
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
@global_enum
class Color(Enum):
    RED = 1
    GREEN = 2
print(repr(Color.RED), str(Color.RED), RED, GREEN is Color.GREEN, f"{Color.RED}")
@global_enum
class Perm(Flag):
    R = 1
    W = 2
    X = 4
t(lambda: repr(Perm.R | Perm.W))
print(repr(Perm(0)), str(Perm.R), R)
t(lambda: repr(W))
@global_enum
class Lvl(IntEnum):
    LOW = 1
print(repr(LOW), str(LOW), LOW + 1)
@global_enum
class KF(IntFlag, boundary=KEEP):
    A = 1
    B = 2
print(repr(KF(9)), repr(A | B), str(KF(9)))
class T(Enum):
    A = auto(), 'a'
    B = auto(), 'b'
print(T.A.value, T.B.value)
class Fm(Flag):
    A = auto()
    B = auto()
    AB = A | B
    C = auto()
print(list(Fm), Fm.AB, Fm.C.value)
def bad():
    class Q(Enum):
        A = auto() | 1
t(bad)
def bad2():
    class Q(Flag):
        A = ~auto()
t(bad2)
class EJ(Flag, boundary=EJECT):
    A = 1
    B = 2
print(EJ(8), EJ(3), type(EJ(8)), repr(EJ(-1)))
print(enum.Enum._generate_next_value_('x', 1, 3, [1, 5, 3]), enum.Enum._generate_next_value_('x', 1, 3, ['a', 2]))
print(enum.bin(0), enum.bin(1), enum.bin(-1), enum.bin(-8, 6), enum.bin(255, 4), enum.bin(0, 3))
print(enum.Flag._generate_next_value_('a', 1, 2, [1, 8, 2]))
t(lambda: enum.Flag._generate_next_value_('a', 1, 2, [1.5]))
class Sub(Enum):
    _ignore_ = ['tmp']
    tmp = 3
    A = 1
    _Sub__also = 5
print(list(Sub), hasattr(Sub, 'tmp'))
class Dup(IntEnum):
    A = 1
    B = 1
print(Dup.B, Dup.__members__, list(Dup), Dup(1))
print(enum.unique.__name__, Enum.__module__, Flag.__module__, type(Enum).__name__)
t(lambda: Perm.R < Perm.W)
t(lambda: Perm.R in Perm)
t(lambda: 1 in Perm.R)
t(lambda: Perm.R in Color.RED)
print(Perm.R.__class__ is Perm, Perm._value2member_map_.keys())
class Str2(StrEnum):
    A = 'a'
def bs():
    class B(StrEnum):
        A = 1
t(bs)
def bs2():
    class B(StrEnum):
        A = 'a', 1
t(bs2)
def bs3():
    class B(StrEnum):
        A = 'a', 'utf-8', 'strict', 'x'
t(bs3)
class ByteE(StrEnum):
    A = b'ab', 'ascii'
print(ByteE.A, repr(ByteE.A))
class Fl(float, Enum):
    A = 1.5
print(Fl.A, repr(Fl.A), Fl.A * 2)
print(repr(Color), repr(KF), list(reversed(KF)))
