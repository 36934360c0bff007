from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def name(self):
        ...

    def describe(self):
        return f'{self.name()} {self.area()}'


class Half(Shape):
    def area(self):
        return 1


class Square(Half):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s * self.s

    def name(self):
        return 'square'


for cls in (Shape, Half):
    try:
        cls()
    except TypeError as e:
        print(e)
sq = Square(3)
print(sq.describe(), isinstance(sq, Shape), isinstance(sq, ABC))


class P(ABC):
    @property
    @abstractmethod
    def v(self):
        ...


class PV(P):
    @property
    def v(self):
        return 7


try:
    P()
except TypeError as e:
    print(e)
print(PV().v)
