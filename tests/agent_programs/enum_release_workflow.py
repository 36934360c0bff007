# Release workflow as an Enum state machine: auto(), StrEnum, IntEnum priorities, methods on members, _missing_, aliases, unique and transitions table.
from enum import Enum, IntEnum, StrEnum, auto, unique, Flag
import enum

class Stage(Enum):
    DRAFT = auto()
    REVIEW = auto()
    APPROVED = auto()
    STAGED = auto()
    RELEASED = auto()
    ROLLED_BACK = auto()
    SHIPPED = RELEASED  # alias

    @property
    def terminal(self):
        return self in (Stage.RELEASED, Stage.ROLLED_BACK)

    def next_stages(self):
        return TRANSITIONS.get(self, ())

class Channel(StrEnum):
    STABLE = auto()
    BETA = auto()
    NIGHTLY = "nightly-build"

class Priority(IntEnum):
    LOW = 1
    NORMAL = 2
    HIGH = 3
    URGENT = 4

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            try:
                return cls[value.upper()]
            except KeyError:
                pass
        return None

TRANSITIONS = {
    Stage.DRAFT: (Stage.REVIEW,),
    Stage.REVIEW: (Stage.DRAFT, Stage.APPROVED),
    Stage.APPROVED: (Stage.STAGED,),
    Stage.STAGED: (Stage.RELEASED, Stage.ROLLED_BACK),
}

class InvalidTransition(Exception):
    pass

class Release:
    def __init__(self, name, priority, channel):
        self.name = name
        self.priority = Priority(priority)
        self.channel = Channel(channel)
        self.stage = Stage.DRAFT
        self.history = [self.stage]

    def advance(self, to):
        if to not in self.stage.next_stages():
            raise InvalidTransition(f"{self.name}: {self.stage.name} -> {to.name} not allowed")
        self.stage = to
        self.history.append(to)

    def __repr__(self):
        return f"Release({self.name!r}, {self.priority!r}, {self.channel!r}, {self.stage})"

print(list(Stage), len(Stage), Stage.SHIPPED is Stage.RELEASED)
print(list(Stage.__members__))
print([c.value for c in Channel], Channel.BETA == "beta", f"{Channel.STABLE}", str(Channel.NIGHTLY))
print(Priority("high"), Priority(4), Priority.HIGH > Priority.NORMAL, Priority.LOW + 1, sorted([Priority.URGENT, Priority.LOW, 2]))
try:
    Priority("whatever")
except ValueError as e:
    print("ValueError:", e)
try:
    Stage(42)
except ValueError as e:
    print("ValueError:", e)

tasks = list_tasks()
releases = [Release(t["title"], min(t["priority"], 4), ["stable", "beta", "nightly-build"][i % 3]) for i, t in enumerate(tasks)]
plans = {
    0: [Stage.REVIEW, Stage.APPROVED, Stage.STAGED, Stage.RELEASED],
    1: [Stage.REVIEW, Stage.DRAFT, Stage.REVIEW, Stage.APPROVED],
    2: [Stage.APPROVED],
    3: [Stage.REVIEW, Stage.APPROVED, Stage.STAGED, Stage.ROLLED_BACK, Stage.DRAFT],
}
for i, r in enumerate(releases):
    for step in plans.get(i % 5, []):
        try:
            r.advance(step)
        except InvalidTransition as e:
            print("refused:", e)
            break
    print(repr(r), "terminal" if r.stage.terminal else "open", "->".join(s.name[:3] for s in r.history))

by_prio = sorted(releases, key=lambda r: (-r.priority, r.name))
print([(r.priority.name, r.name) for r in by_prio])

try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("unique:", e)

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rw = Perm.R | Perm.W
print(rw, Perm.R in rw, Perm.X in rw, list(rw), ~Perm.R, Perm(0), bool(Perm(0)))
print(Stage.DRAFT.value, Stage["REVIEW"], Stage.REVIEW.name, type(Stage.REVIEW), isinstance(Stage.DRAFT, Stage))
print(enum.unique is unique, hash(Stage.DRAFT) == hash(Stage.DRAFT), {Stage.DRAFT: 1}[Stage(1)])
