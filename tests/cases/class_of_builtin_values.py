# x.__class__ is type(x) for every value, as in CPython
from dataclasses import dataclass
from collections import OrderedDict, deque
import json

for v in ["s", 1, 2.5, True, None, [1], (1,), {1: 2}, {1}, frozenset(), b"b",
          bytearray(b"x"), range(3), len, print, iter([]), (i for i in ()),
          int, type, object(), 1 .__add__, OrderedDict(), deque(), json,
          ValueError("x"), NotImplemented, Ellipsis, slice(1)]:
    print(v.__class__, v.__class__ is type(v), v.__class__.__name__)

class Money:
    def __init__(self, cents):
        self.cents = cents
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self.cents == other.cents
    def __repr__(self):
        return f"{self.__class__.__name__}({self.cents})"

print(Money(5) == Money(5), Money(5) == 5, Money(5) != "5", Money(3))

@dataclass(order=True)
class P:
    x: int

for other in ["x", 1, None]:
    try:
        P(1) < other
    except TypeError as e:
        print("TypeError:", e)
print(P(1) == "x", P(1) < P(2))

try:
    {}["k"]
except Exception as e:
    print(e.__class__.__name__, e.__class__.__mro__)
print(getattr(3, "__class__"), hasattr("", "__class__"), "{0.__class__}".format(1.5))
print((1).__class__.__class__, int.__class__.__mro__)
