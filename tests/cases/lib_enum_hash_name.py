# hash() of an Enum member is hash of its name, as CPython's Enum.__hash__;
# a mixed-in str or int keeps its own; sets of members iterate in CPython's order.
import enum
class Color(enum.Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CYAN = 4
    MAGENTA = 5
    YELLOW = 6
    BLACK = 7
    WHITE = 8
class Pri(enum.IntEnum):
    LOW = 1
    HIGH = 9
class S(str, enum.Enum):
    A = "a"
class F(enum.Flag):
    R = 1
    W = 2
print(hash(Color.RED) == hash("RED"), hash(Pri.HIGH), hash(S.A) == hash("A"), hash(F.W) == hash("W"))
print(set(Color), {Pri.LOW, Pri.HIGH}, set(F))
print({c: c.value for c in Color})
class Status(enum.Enum):
    TODO = "todo"
    DOING = "doing"
    BLOCKED = "blocked"
    DONE = "done"
print({s for s in Status}, frozenset(Status), hash(Status.DONE) == hash("DONE"))
print(set(Status) - {Status.DONE}, {Status.TODO: 1} == {Status.TODO: 1})
