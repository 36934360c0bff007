from abc import ABC, abstractmethod

class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @property
    @abstractmethod
    def name(self): ...
    def describe(self):
        return f"{self.name} with area {self.area():.2f}"

class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    @property
    def name(self):
        return "rect"

class Half(Shape):
    def area(self):
        return 0

print(Rect(2, 3).describe())
try:
    Half()
except TypeError as e:
    print(e)
try:
    Shape()
except TypeError as e:
    print(e)
print(isinstance(Rect(1, 1), Shape), sorted(Shape.__abstractmethods__), Half.__abstractmethods__)
