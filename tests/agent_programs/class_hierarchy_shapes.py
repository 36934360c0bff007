# A classic: shapes with ABCs, class methods as alternative constructors, __eq__/__hash__, sorting, registry.
from abc import ABC, abstractmethod
import math
import json

class Shape(ABC):
    registry = {}
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Shape.registry[cls.__name__.lower()] = cls
    @abstractmethod
    def area(self) -> float: ...
    @abstractmethod
    def perimeter(self) -> float: ...
    @classmethod
    def from_dict(cls, d):
        kind = d.pop("kind")
        try:
            return cls.registry[kind](**d)
        except KeyError:
            raise ValueError(f"unknown shape kind {kind!r}; known: {sorted(cls.registry)}") from None
    def __lt__(self, other):
        return self.area() < other.area()
    def __eq__(self, other):
        return type(self) is type(other) and vars(self) == vars(other)
    def __hash__(self):
        return hash((type(self).__name__, tuple(sorted(vars(self).items()))))
    def __repr__(self):
        args = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{type(self).__name__}({args})"
    def describe(self):
        return f"{self!r:<34} area={self.area():>8.3f} perim={self.perimeter():>7.3f}"

class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return math.pi * self.r ** 2
    def perimeter(self):
        return 2 * math.pi * self.r

class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    def perimeter(self):
        return 2 * (self.w + self.h)

class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)
    def __repr__(self):
        return f"Square(side={self.w})"

class Triangle(Shape):
    def __init__(self, a, b, c):
        if a + b <= c or a + c <= b or b + c <= a:
            raise ValueError(f"sides {a}, {b}, {c} do not form a triangle")
        self.a, self.b, self.c = a, b, c
    def area(self):
        s = self.perimeter() / 2
        return math.sqrt(s * (s - self.a) * (s - self.b) * (s - self.c))
    def perimeter(self):
        return self.a + self.b + self.c

specs = json.loads('[{"kind": "circle", "r": 1.5}, {"kind": "rect", "w": 2, "h": 4.5}, {"kind": "square", "side": 3},'
                   ' {"kind": "triangle", "a": 3, "b": 4, "c": 5}, {"kind": "hexagon", "s": 1},'
                   ' {"kind": "triangle", "a": 1, "b": 1, "c": 3}, {"kind": "rect", "w": 2, "h": 4.5}]')
shapes = []
for spec in specs:
    try:
        shapes.append(Shape.from_dict(dict(spec)))
    except (ValueError, TypeError) as e:
        print("skip:", e)
for s in sorted(shapes):
    print(s.describe())
print(len(set(shapes)), shapes[1] == shapes[-1], shapes[1] is shapes[-1], Square(2) == Rect(2, 2), isinstance(Square(2), Rect))
print(sorted(Shape.registry), Square.__mro__[1:3], Square.__bases__, issubclass(Square, Shape))
print(max(shapes).describe(), sum(s.area() for s in shapes) / len(shapes))
try:
    Shape()
except TypeError as e:
    print(e)
class Broken(Shape):
    def area(self):
        return 0
try:
    Broken()
except TypeError as e:
    print(e)
print(Circle.area.__qualname__, Square.perimeter.__qualname__, Shape.__abstractmethods__)
