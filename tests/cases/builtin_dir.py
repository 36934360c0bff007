# dir(): sorted names of the caller's scope, of modules, classes (merged
# along the MRO), instances (their __dict__ too), builtin values and types,
# and a class's own __dir__ (asked for instances, not for the class).
import math
import json


class Base:
    "doc"
    kind = "base"

    def run(self):
        pass

    @property
    def size(self):
        return 1


class Child(Base):
    def __init__(self):
        self.x = 1
        self._y = 2

    def extra(self):
        pass


class Diamond(Child, Base):
    pass


class Custom:
    def __dir__(self):
        return ["zeta", "alpha", "mid"]


class Slotted:
    __slots__ = ("a",)


class Err(ValueError):
    def __init__(self, code):
        super().__init__(code)
        self.code = code


def public(names):
    return [n for n in names if not n.startswith("_")]


def scope(a, b=2):
    c = a + b
    def inner():
        return c
    print(dir())


scope(1)
for obj in (Base, Child, Child(), Diamond(), Custom(), Err, Err(3), Slotted(),
            5, True, 1.5, "s", b"b", bytearray(), [], (), {}, set(), frozenset(),
            range(3), None, iter([])):
    print(public(dir(obj)))
print("__init__" in dir(Child()), "__dict__" in dir(Child()), "__dict__" in dir(Slotted()))
print("__module__" in dir(Base), "__doc__" in dir(Base), "__qualname__" in dir(Base))
print(public(dir(Custom)), public(dir(Err)))
print(Custom in dir(Custom), "zeta" in dir(Custom()))
print(public(dir(math))[:8], "dumps" in dir(json))
print("append" in dir(list), "__len__" in dir([]), "__add__" in dir(int))
print("args" in dir(Err(1)), "code" in dir(Err(1)), "with_traceback" in dir(Err(1)))
print(sorted(dir()) == dir(), "Child" in dir(), "public" in dir())
try:
    dir(1, 2)
except TypeError as e:
    print(e)


class BadDir:
    def __dir__(self):
        return 5


try:
    dir(BadDir())
except TypeError as e:
    print(e)
