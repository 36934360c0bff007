# Enum classes and members held across tool calls (and, with
# --snapshot-every-pause, across snapshots): identity, lookups, class-level
# protocol (served by the internal metaclass) and Flag pseudo-members.
from enum import Enum, IntEnum, StrEnum, Flag, auto


class Status(Enum):
    OK = 'ok'
    FAIL = 'fail'

    def label(self):
        return self.name.title()


class Prio(IntEnum):
    LOW = 1
    HIGH = 2


class Kind(StrEnum):
    CITY = auto()


class Perm(Flag):
    R = auto()
    W = auto()


seen = {Status.OK: 0}
w = get_weather("Oslo")
both = Perm.R | Perm.W
print(Status('ok') is Status.OK, Status['FAIL'].label(), list(Status), len(Status), Status.OK in Status)
print(repr(Prio.HIGH), Prio.HIGH > Prio.LOW, Prio(1), str(Kind.CITY), seen[Status.OK])
hits = search(Kind.CITY.value, limit=int(Prio.HIGH))
print(len(hits), repr(both), both is Perm.R | Perm.W, list(both), Status, type(Status).__name__)
try:
    Status('maybe')
except ValueError as e:
    print(e)
w = get_weather("Oslo")
print(list(reversed(Prio)), Perm(3), Status.FAIL.value, isinstance(Status.OK, Status))
