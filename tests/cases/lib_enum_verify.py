# enum.verify with UNIQUE, CONTINUOUS and NAMED_FLAGS, and EnumCheck
from enum import Enum, Flag, IntFlag, IntEnum, verify, UNIQUE, CONTINUOUS, NAMED_FLAGS, EnumCheck
import enum

@verify(UNIQUE, CONTINUOUS)
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

print(list(Color), list(EnumCheck), repr(UNIQUE), str(CONTINUOUS), enum.NAMED_FLAGS is NAMED_FLAGS)

def attempt(make):
    try:
        cls = make()
        print('ok', cls.__name__)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

def dup():
    @verify(UNIQUE)
    class Shade(Enum):
        DARK = 1
        LIGHT = 2
        BLACK = 1
        WHITE = 2
    return Shade

def gap():
    @verify(CONTINUOUS)
    class Level(IntEnum):
        LOW = 1
        HIGH = 5
    return Level

def flag_gap():
    @verify(CONTINUOUS)
    class Perm(Flag):
        R = 1
        X = 8
    return Perm

def named():
    @verify(NAMED_FLAGS)
    class Bits(Flag):
        A = 1
        B = 2
        AB = 3
        ABCD = 15
    return Bits

def named2():
    @verify(NAMED_FLAGS)
    class Bits2(IntFlag):
        A = 1
        X = 4
        Y = 10
    return Bits2

def fine():
    @verify(NAMED_FLAGS, CONTINUOUS, UNIQUE)
    class Ok(Flag):
        A = 1
        B = 2
        C = 4
        AB = 3
    return Ok

def wide():
    @verify(CONTINUOUS)
    class Wide(Enum):
        A = 0
        B = 1000
    return Wide

def not_enum():
    @verify(UNIQUE)
    class Plain:
        pass
    return Plain

for f in (dup, gap, flag_gap, named, named2, fine, wide, not_enum):
    attempt(f)
