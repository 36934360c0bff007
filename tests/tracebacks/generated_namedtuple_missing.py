# namedtuple's __new__ with a missing argument: CPython's generated __new__
# shows no frame of its own.
from collections import namedtuple

Point = namedtuple("Point", "x y")
print(Point(1, 2))
p = Point(x=1)
