# Enum, IntEnum, StrEnum: members, lookups, reprs, str/format (3.11's),
# iteration, aliases, _missing_, methods and properties, unique, errors.
from enum import Enum, IntEnum, StrEnum, auto, unique, EnumMeta, EnumType
import enum
import json


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1          # an alias

    def describe(self):
        return f"{self.name.lower()} is {self.value}"

    @property
    def warm(self):
        return self in (Color.RED,)

    @classmethod
    def parse(cls, s):
        return cls[s.upper()]


print(Color.RED, repr(Color.RED), Color['GREEN'], Color(3), Color.CRIMSON is Color.RED)
print(list(Color), len(Color), Color.RED in Color, Color.CRIMSON.name)
print(list(reversed(Color)))
print(Color, repr(Color), type(Color), type(Color) is EnumMeta, EnumMeta is EnumType)
print(isinstance(Color, type), isinstance(Color, EnumType), isinstance(Color.RED, Color))
print(type(Color.RED), Color.RED.__class__ is Color, issubclass(Color, Enum))
print(Color.RED.name, Color.RED.value, Color.BLUE.describe(), Color.RED.warm, Color.GREEN.warm)
print(Color.parse('blue'), Color(Color.GREEN), bool(Color), bool(Color.RED))
print(f"{Color.RED}|{Color.RED!r}|{Color.RED:>12}|", format(Color.GREEN), str(Color.BLUE))
print(Color.__members__)
print(list(Color.__members__), [m.name for m in Color.__members__.values()])
print(Color._member_names_, Color._value2member_map_[2])
print({Color.RED: 'r', Color.GREEN: 'g'}[Color.RED], Color.RED in {Color.RED, Color.BLUE})
print(sorted(Color, key=lambda m: m.value, reverse=True), Color.RED == Color.RED, Color.RED != Color.GREEN)
print(Color.RED == 1, Color.RED is not Color.GREEN, max(Color, key=lambda c: c.value))
print(Color.__name__, Color.__qualname__, Color.RED.__class__.__name__)
for name, member in Color.__members__.items():
    print(name, member, member.value)

try:
    Color(7)
except ValueError as e:
    print('ValueError', e)
try:
    Color['PURPLE']
except KeyError as e:
    print('KeyError', e)
try:
    Color.RED = 5
except AttributeError as e:
    print('AttributeError', e)
try:
    del Color.RED
except AttributeError as e:
    print('AttributeError', e)
try:
    Color.RED < Color.GREEN
except TypeError as e:
    print('TypeError', e)
try:
    class More(Color):
        PURPLE = 4
except TypeError as e:
    print('TypeError', e)
try:
    class Bad(Enum):
        _x_ = 1
except ValueError as e:
    print('ValueError', e)


class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.name == value.upper():
                    return m
        return None


print(Shape('circle'), Shape(1), list(Shape))
try:
    Shape('hexagon')
except ValueError as e:
    print('ValueError', e)


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)


print(Planet.EARTH.value, Planet.EARTH.mass, round(Planet.EARTH.surface_gravity, 4))
print(Planet((3.303e+23, 2.4397e6)), repr(Planet.MERCURY))


class Number(IntEnum):
    ONE = 1
    TWO = 2
    THREE = auto()


print(Number.ONE, repr(Number.TWO), str(Number.THREE), f"{Number.TWO}", f"{Number.TWO:03d}")
print(Number.ONE == 1, Number.TWO + 1, Number.THREE * 2, Number.ONE < Number.TWO, Number.TWO > 1)
print(sorted([Number.THREE, 0, Number.ONE]), {1: 'one'}[Number.ONE], {Number.TWO: 2}[2])
print(int(Number.THREE), isinstance(Number.ONE, int), Number(2), list(Number), hash(Number.ONE) == hash(1))
print(json.dumps({'n': Number.TWO, 'l': [Number.ONE]}), '%d' % Number.THREE, str(Number.ONE) + 'x')


class Mode(StrEnum):
    READ = auto()
    WRITE = 'w'
    APPEND = auto()


print(Mode.READ, repr(Mode.WRITE), Mode.APPEND, Mode.READ == 'read', Mode('w'), f"[{Mode.WRITE:>4}]")
print(Mode.READ.upper(), Mode.WRITE + '+', json.dumps([Mode.READ, Mode.WRITE]), list(Mode))
print('read' in [Mode.READ], Mode.READ in Mode, ' '.join(m.value for m in Mode))
try:
    class BadStr(StrEnum):
        X = 1
except TypeError as e:
    print('TypeError', e)


class Level(Enum):
    LOW = auto()
    MEDIUM = auto()
    HIGH = auto()


print(list(Level), Level.HIGH.value)


class Named(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.title() + str(count)
    ALPHA = auto()
    BETA = auto()


print(list(Named), Named.BETA.value)

try:
    @unique
    class Dup(Enum):
        A = 1
        B = 2
        C = 1
        D = 2
except ValueError as e:
    print('ValueError', e)


@unique
class Fine(Enum):
    A = 1
    B = 2


print(Fine.B)


def status(c):
    match c:
        case Color.RED:
            return 'stop'
        case Color.GREEN | Color.BLUE:
            return 'go'


print(status(Color.RED), status(Color.BLUE), status(Color.CRIMSON))

Animal = Enum('Animal', 'ANT BEE CAT')
print(list(Animal), Animal.BEE.value, repr(Animal), Animal(3))
Size = IntEnum('Size', [('S', 1), ('M', 5)])
print(Size.M, repr(Size.S), Size.M > Size.S)
print(enum.Enum, enum.IntEnum.__name__, Color.RED.__class__.__mro__[1:])
Color.extra = 'fine'
print(Color.extra)
print(Color.RED in Color, Number.ONE in Number)
try:
    1 in Color
except TypeError as e:
    print('TypeError', e)
