from enum import Enum, IntEnum, auto, Flag

class Status(Enum):
    PENDING = "pending"
    DONE = "done"
    FAILED = "failed"

    @property
    def terminal(self):
        return self in (Status.DONE, Status.FAILED)

    @classmethod
    def parse(cls, s):
        try:
            return cls(s.lower())
        except ValueError:
            return cls.PENDING

class Prio(IntEnum):
    LOW = auto()
    HIGH = auto()

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()

print(Status.parse("DONE"), Status.parse("zzz"), Status.DONE.terminal, [s.name for s in Status])
print(Prio.HIGH > Prio.LOW, Prio.HIGH + 1, sorted([Prio.HIGH, Prio.LOW]), Prio(2))
print(Perm.R | Perm.W, Perm.X in (Perm.R | Perm.X), repr(Perm(3)))
print({Status.DONE: 1}[Status("done")], Status["FAILED"], Status.DONE.value)
match Status.parse("failed"):
    case Status.DONE:
        print("ok")
    case Status.FAILED | Status.PENDING as s:
        print("not ok", s)
