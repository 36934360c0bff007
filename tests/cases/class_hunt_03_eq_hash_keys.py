class Point:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, other):
        if not isinstance(other, Point):
            return NotImplemented
        return (self.x, self.y) == (other.x, other.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
    def __lt__(self, other):
        return (self.x, self.y) < (other.x, other.y)

class NoHash:
    def __eq__(self, other):
        return True

grid = {Point(0, 0): "origin", Point(1, 2): "a"}
print(grid[Point(1, 2)], Point(0, 0) in grid, Point(5, 5) in grid)
s = {Point(1, 1), Point(1, 1), Point(2, 0)}
print(len(s), sorted(s))
print(Point(1, 2) == (1, 2), Point(1, 2) != Point(1, 2))
try:
    {NoHash()}
except TypeError as e:
    print(e)
print(NoHash.__hash__, max([Point(3, 1), Point(3, 4), Point(0, 9)]))
from collections import Counter
c = Counter([Point(1, 1), Point(1, 1), Point(0, 0)])
print(c.most_common(1))
