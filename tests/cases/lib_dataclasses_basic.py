from __future__ import annotations
from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass, FrozenInstanceError, KW_ONLY, InitVar
from typing import ClassVar, List


@dataclass
class Point:
    x: int
    y: int = 0
    tags: List[str] = field(default_factory=list)
    count: ClassVar[int] = 0


p = Point(1, 2)
print(p, p == Point(1, 2), p != Point(1, 3), Point(5), Point(x=3, tags=['a']))
print([f.name for f in fields(p)], asdict(p), astuple(p), replace(p, y=9), is_dataclass(p), is_dataclass(Point), is_dataclass(1))
print(Point.count, Point.y, hasattr(Point, 'x'), Point.__match_args__)


@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    note: str = field(default='', compare=False, repr=False)


v1, v2 = Version(1, 2), Version(1, 10, 'x')
print(v1 < v2, v1 >= v2, sorted([v2, v1]), hash(v1) == hash(Version(1, 2)), v1 == Version(1, 2, 'other'))
try:
    v1.major = 3
except FrozenInstanceError as e:
    print(type(e).__name__, e, isinstance(e, AttributeError))
try:
    del v1.minor
except FrozenInstanceError as e:
    print(type(e).__name__, e)


@dataclass
class Base:
    a: int
    b: str = 'b'


@dataclass
class Child(Base):
    c: float = 1.5

    def __post_init__(self):
        self.total = self.a * 2


ch = Child(4)
print(ch, ch.total, asdict(ch), [f.name for f in fields(Child)])


@dataclass(kw_only=True)
class K:
    a: int
    b: int = 2


print(K(a=1), K(b=3, a=0))


@dataclass
class K2:
    a: int
    _: KW_ONLY
    b: int
    c: int = 3


print(K2(1, b=2))


@dataclass
class WithInit:
    a: int
    scale: InitVar[int] = 1
    b: int = field(init=False, default=0)

    def __post_init__(self, scale):
        self.b = self.a * scale


print(WithInit(3, 4), WithInit(2))


@dataclass(eq=False)
class NoEq:
    a: int


print(NoEq(1) == NoEq(1), hash(NoEq(1)) is not None)


@dataclass(unsafe_hash=True)
class H:
    a: int
    b: list = field(default_factory=list, hash=False)


print(hash(H(1)) == hash(H(1, [2])), Point.__hash__)


@dataclass
class Nest:
    p: Point
    items: list = field(default_factory=list)


print(asdict(Nest(Point(1), [Point(2), (3, 4)])), astuple(Nest(Point(1))))


def err(f):
    try:
        f()
    except (TypeError, ValueError, AttributeError) as e:
        print(type(e).__name__, e)


err(lambda: Point())
err(lambda: Point(1, 2, [], 4))
err(lambda: Point(1, z=3))
err(lambda: Point(1, x=3))
err(lambda: K())
err(lambda: Child())
err(lambda: replace(WithInit(1), b=3))
err(lambda: fields(3))
err(lambda: asdict(Point))


def bad_mutable():
    @dataclass
    class M:
        x: list = []


def bad_order():
    @dataclass
    class M:
        x: int = 0
        y: int


def bad_both():
    field(default=1, default_factory=list)


def bad_frozen_base():
    @dataclass
    class M(Version):
        z: int = 0


def bad_order_eq():
    @dataclass(order=True, eq=False)
    class M:
        x: int


err(bad_mutable)
err(bad_order)
err(bad_both)
err(bad_frozen_base)
err(bad_order_eq)
