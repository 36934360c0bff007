from abc import ABC, abstractmethod
from typing import List, Dict
import math
from functools import total_ordering, cached_property

class Shape(ABC):
    registry: Dict[str, type] = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Shape.registry[cls.__name__.lower()] = cls

    def __init__(self, name: str = ""):
        self.name = name or type(self).__name__.lower()

    @abstractmethod
    def area(self) -> float: ...

    @abstractmethod
    def perimeter(self) -> float: ...

    def describe(self) -> str:
        return f"{self.name}: area={self.area():.2f} perimeter={self.perimeter():.2f}"

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items() if k != "name")
        return f"{type(self).__name__}({fields})"

@total_ordering
class Circle(Shape):
    def __init__(self, r: float):
        super().__init__()
        self.r = r
    def area(self) -> float:
        return math.pi * self.r ** 2
    def perimeter(self) -> float:
        return 2 * math.pi * self.r
    def __eq__(self, other):
        return isinstance(other, Circle) and self.r == other.r
    def __lt__(self, other):
        return self.r < other.r
    def __hash__(self):
        return hash(("circle", self.r))

class Rect(Shape):
    def __init__(self, w: float, h: float):
        super().__init__()
        self.w, self.h = w, h
    def area(self) -> float:
        return self.w * self.h
    def perimeter(self) -> float:
        return 2 * (self.w + self.h)
    @property
    def diagonal(self) -> float:
        return math.hypot(self.w, self.h)

class Square(Rect):
    def __init__(self, side: float):
        super().__init__(side, side)
    @cached_property
    def expensive(self) -> str:
        print("  (computing)")
        return f"square of {self.w}"

class Triangle(Shape):
    def __init__(self, a: float, b: float, c: float):
        if a + b <= c or a + c <= b or b + c <= a:
            raise ValueError(f"invalid triangle sides {a}, {b}, {c}")
        super().__init__("tri")
        self.a, self.b, self.c = a, b, c
    def perimeter(self) -> float:
        return self.a + self.b + self.c
    def area(self) -> float:
        s = self.perimeter() / 2
        return math.sqrt(s * (s - self.a) * (s - self.b) * (s - self.c))

shapes: List[Shape] = [Circle(1.5), Rect(3, 4), Square(2.5), Triangle(3, 4, 5), Circle(0.5)]
for s in shapes:
    print(s.describe(), repr(s))
print(sorted(Shape.registry))
print(max(shapes, key=lambda s: s.area()))
print(sorted(s for s in shapes if isinstance(s, Circle)), Circle(2) >= Circle(1), Circle(1) <= Circle(1))
print(len({Circle(1), Circle(1.0), Circle(2)}))
sq = shapes[2]
print(sq.expensive, sq.expensive, sq.diagonal, isinstance(sq, Rect), type(sq).__mro__[1].__name__)
try:
    Shape()
except TypeError as e:
    print(e)
try:
    Triangle(1, 2, 10)
except ValueError as e:
    print("error:", e)
try:
    sq.diagonal = 3
except AttributeError as e:
    print("AttributeError:", e)
total = sum(s.area() for s in shapes)
print(f"total area {total:.4f}; share: " + ", ".join(f"{s.name} {s.area() / total:.1%}" for s in shapes))
print(Shape.registry["square"](3).area(), hasattr(sq, "r"), getattr(sq, "r", None))
print(Square.__name__, Square.__qualname__, Square.__bases__, issubclass(Square, Shape))
print(vars(Rect(1, 2)), Rect(1, 2).__dict__, str(Circle(3)))
