# Access control: Flag permissions, IntEnum levels, auto(), unique, match on members.
from enum import Enum, Flag, IntEnum, IntFlag, auto, unique

class Perm(Flag):
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    ADMIN = READ | WRITE | DELETE

class Level(IntEnum):
    GUEST = 0
    MEMBER = 10
    OWNER = 20

@unique
class Tier(Enum):
    FREE = "free"
    PRO = "pro"
    ENTERPRISE = "enterprise"

    @property
    def quota(self):
        return {"free": 1, "pro": 10, "enterprise": 100}[self.value]

    @classmethod
    def parse(cls, s):
        try:
            return cls(s.lower())
        except ValueError:
            return cls.FREE

class Mode(IntFlag):
    X = 1
    W = 2
    R = 4

def grant(user):
    tier = Tier.parse(user["tier"])
    match tier:
        case Tier.ENTERPRISE:
            perms, level = Perm.ADMIN, Level.OWNER
        case Tier.PRO if user["active"]:
            perms, level = Perm.READ | Perm.WRITE, Level.MEMBER
        case Tier.PRO | Tier.FREE:
            perms, level = Perm.READ, Level.GUEST
    return tier, perms, level

for uid in range(1, 9):
    u = get_user(uid)
    tier, perms, level = grant(u)
    names = [p.name for p in Perm if p in perms and p is not Perm.ADMIN]
    print(f"{u['name']:<18} {tier.name:<10} q={tier.quota:<3} {str(perms):<28} {level!r:<20} {names} {level >= Level.MEMBER}")

print(Perm.READ | Perm.WRITE, repr(Perm.ADMIN & ~Perm.DELETE), bool(Perm(0)), Perm(3))
print(list(Perm), len(Perm), Perm.ADMIN.value, Perm["WRITE"])
print(Level(10), Level.OWNER + 1, sorted([Level.OWNER, Level.GUEST, 5]), int(Level.MEMBER), f"{Level.MEMBER}", f"{Level.MEMBER:>6}")
print(Mode.R | Mode.W, Mode(7), repr(Mode(6)), Mode.R | 8, 5 & Mode.R, Mode(0))
print(Tier.__members__.keys(), Tier("pro") is Tier.PRO, [t.value for t in Tier], isinstance(Tier.FREE, Tier))
try:
    Perm(8)
except ValueError as e:
    print("ValueError:", e)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
try:
    Tier.FREE = "x"
except AttributeError as e:
    print("AttributeError:", e)
print(hash(Tier.PRO) == hash(Tier.PRO), {Tier.PRO: 1}[Tier("pro")], Level.GUEST or "falsy guest")
