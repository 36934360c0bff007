# Model roles and permissions with Flag/IntFlag/StrEnum and compute what each user may do.
from enum import Enum, Flag, IntFlag, IntEnum, StrEnum, auto, unique

class Perm(Flag):
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    ADMIN = READ | WRITE | DELETE

class Tier(StrEnum):
    FREE = auto()
    PRO = auto()
    ENTERPRISE = auto()

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

class Mode(IntFlag):
    X = 1
    W = 2
    R = 4

@unique
class Color(Enum):
    RED = "#f00"
    GREEN = "#0f0"
    def describe(self):
        return f"{self.name.lower()} is {self.value}"

GRANTS = {Tier.FREE: Perm.READ, Tier.PRO: Perm.READ | Perm.WRITE, Tier.ENTERPRISE: Perm.ADMIN}
for uid in range(1, 7):
    u = get_user(uid)
    tier = Tier(u["tier"])
    perms = GRANTS[tier]
    if not u["active"]:
        perms &= ~Perm.WRITE
    names = [p.name for p in Perm if p in perms]
    print(f"{u['name']:<18} {tier:<10} {str(perms):<28} {names} can_delete={bool(perms & Perm.DELETE)}")

print(repr(Perm.READ | Perm.WRITE), repr(Perm.ADMIN), repr(Perm(0)), Perm.ADMIN.value, len(Perm.ADMIN))
print(list(Perm), [m.name for m in Perm.__members__.values()])
print(Tier.PRO == "pro", Tier("enterprise").upper(), f"{Tier.FREE}", repr(Tier.FREE), Tier.PRO.value)
print(Priority.HIGH > Priority.LOW, Priority(2).name, sorted([Priority.HIGH, Priority.LOW, 2]), Priority.HIGH + 1)
print(Mode.R | Mode.W, repr(Mode(7)), Mode(5) & 4, int(Mode.R | Mode.X), Mode.W in Mode(6))
print(Color.RED.describe(), Color("#0f0"), Color["GREEN"].value, Color.RED is Color("#f00"))
print(f"{Priority.MEDIUM}", f"{Priority.MEDIUM!r}", str(Perm.WRITE), format(Color.RED))
try:
    Tier("gold")
except ValueError as e:
    print("ValueError:", e)
try:
    Priority["URGENT"]
except KeyError as e:
    print("KeyError:", e)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
tasks = sorted(list_tasks(), key=lambda t: (-t["priority"], t["id"]))
print([(t["id"], Priority(min(t["priority"], 3)).name) for t in tasks])
