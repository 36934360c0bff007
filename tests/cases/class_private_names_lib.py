# Private names meet dataclasses, NamedTuple, Enum and friends.
from dataclasses import dataclass, field, fields, asdict
from enum import Enum
from typing import NamedTuple
import functools


@dataclass
class Record:
    name: str
    __secret: int = 0
    __tags: list = field(default_factory=list)

    def secret(self):
        return self.__secret, self.__tags


r = Record("r", 5)
print(r, [f.name for f in fields(r)], asdict(r), r.secret())
print(Record("q", _Record__secret=9))
try:
    Record("q", __secret=9)
except TypeError as e:
    print("TypeError:", e)

try:
    class P(NamedTuple):
        x: int
        __y: int = 0
except ValueError as e:
    print("ValueError:", e)
except TypeError as e:
    print("TypeError:", e)


class Color(Enum):
    RED = 1
    __hidden = 2

    def is_red(self):
        return self is Color.RED


print(list(Color), Color.RED.is_red())
print(Color._Color__hidden if not isinstance(Color._Color__hidden, Color) else "member")


class Cached:
    def __init__(self):
        self.__calls = 0

    @functools.cached_property
    def value(self):
        self.__calls += 1
        return self.__calls

    def calls(self):
        return self.__calls


cc = Cached()
print(cc.value, cc.value, cc.calls(), sorted(vars(cc)))


class Wrapped:
    def __check(fn):
        @functools.wraps(fn)
        def inner(self, *a):
            return ("checked", fn(self, *a))
        return inner

    @__check
    def run(self, x):
        return x * 2

    __check = staticmethod(__check)


print(Wrapped().run(4), Wrapped.run.__name__, Wrapped.run.__qualname__)
