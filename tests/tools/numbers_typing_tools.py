# Fractions, typing classes (NamedTuple, TypedDict, Generic, Protocol) and
# ABCs held across tool calls (and, with --snapshot-every-pause, across
# snapshots): values, class identity, isinstance through ABCMeta's caches.
from fractions import Fraction
from typing import NamedTuple, TypedDict, Generic, TypeVar, Optional, List, Protocol, runtime_checkable
from collections.abc import Mapping, Sequence, MutableMapping
from abc import ABC, abstractmethod

T = TypeVar('T')


class Point(NamedTuple):
    x: int
    y: int = 0


class Movie(TypedDict):
    name: str
    year: int


class Box(Generic[T]):
    def __init__(self, v: T):
        self.v = v


@runtime_checkable
class Sized2(Protocol):
    def __len__(self) -> int: ...


class Shape(ABC):
    @abstractmethod
    def area(self): ...


class Sq(Shape):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s * self.s


third = Fraction(1, 3)
p = Point(1, 2)
m = Movie(name='x', year=2000)
b = Box[int](Fraction(3, 4))
alias = Optional[List[int]]
print(isinstance({}, Mapping), isinstance([], Sequence), isinstance(Sq(2), Shape))
w = get_weather("Oslo")
total = third + Fraction(1, 6) + b.v
print(total, repr(third * 3), hash(Fraction(1, 2)) == hash(0.5), p, p._replace(y=5), m, alias)
print(isinstance({}, MutableMapping), isinstance((), Sequence), isinstance('s', Sized2), isinstance(1, Sized2))
w = get_weather("Oslo")
print(Sq(3).area(), isinstance(Sq(1), Shape), Point(7), b.v.limit_denominator(2), float(total), Box[str], alias == Optional[List[int]])
try:
    Shape()
except TypeError as e:
    print(e)
