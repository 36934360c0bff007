from collections import namedtuple
from typing import NamedTuple

class Point(namedtuple("Point", "x y")):
    __slots__ = ()
    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __str__(self):
        return f"({self.x}, {self.y})"

class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    salary: int = 0
    def raise_(self, pct):
        return self._replace(salary=int(self.salary * (1 + pct / 100)))

p = Point(3, 4)
print(p, repr(p), p.norm, p._asdict(), p._replace(x=0), Point._fields, p + (1,))
e = Employee("ann", salary=100)
print(e, e.raise_(10), Employee._field_defaults, e._fields, e[0], tuple(e))
x, y = p
print(x, y, sorted([Employee("b"), Employee("a", "ops")]), Employee._make(["c", "d", 1]))
