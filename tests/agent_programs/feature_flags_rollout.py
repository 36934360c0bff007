import hashlib
from dataclasses import dataclass, field
from enum import Flag, auto
from typing import Dict, FrozenSet, List, Optional


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    ADMIN = auto()
    BILLING = auto()
    STAFF = READ | WRITE


@dataclass(frozen=True)
class FlagRule:
    name: str
    percent: int
    tiers: FrozenSet[str] = frozenset()
    requires: Perm = Perm(0)

    def bucket(self, user_id: int) -> int:
        digest = hashlib.sha1(f"{self.name}:{user_id}".encode()).digest()
        return int.from_bytes(digest[:2], "big") % 100

    def enabled_for(self, user: dict, perms: Perm) -> bool:
        if self.tiers and user["tier"] not in self.tiers:
            return False
        if self.requires and (perms & self.requires) != self.requires:
            return False
        return self.bucket(user["id"]) < self.percent


RULES = [
    FlagRule("new-dashboard", 50),
    FlagRule("bulk-export", 100, frozenset({"pro", "enterprise"})),
    FlagRule("audit-log", 100, requires=Perm.ADMIN),
    FlagRule("ai-summaries", 25, frozenset({"enterprise"})),
    FlagRule("invoice-v2", 80, requires=Perm.BILLING | Perm.READ),
]


def perms_for(user: dict) -> Perm:
    p = Perm.READ
    if user["tier"] != "free":
        p |= Perm.WRITE
    if user["id"] % 5 == 0:
        p |= Perm.ADMIN
    if user["id"] % 3 == 0:
        p |= Perm.BILLING
    return p


matrix: Dict[int, List[str]] = {}
for uid in range(1, 13):
    user = get_user(uid)
    perms = perms_for(user)
    on = [r.name for r in RULES if r.enabled_for(user, perms)]
    matrix[uid] = on
    print(f"{uid:>2} {user['tier']:<10} {str(perms):<40} {', '.join(on) or '(none)'}")

print()
for r in RULES:
    n = sum(r.name in v for v in matrix.values())
    print(f"{r.name:<14} {n:>2}/12 {'#' * n:<12} buckets={[r.bucket(u) for u in (1, 2, 3)]}")
print(Perm.STAFF, Perm.READ in Perm.STAFF, Perm.ADMIN in Perm.STAFF, repr(Perm.READ | Perm.ADMIN))
print(Perm(3), Perm(0), bool(Perm(0)), list(Perm.STAFF), len(Perm.STAFF), ~Perm.READ)
print(Perm.STAFF.value, Perm["ADMIN"].name, (Perm.READ | Perm.BILLING).name)
print(int.from_bytes(b"\x01\x00", "little"), (258).to_bytes(2, "big"), (-1).to_bytes(2, "big", signed=True))
print(RULES[1], hash(RULES[0]) == hash(FlagRule("new-dashboard", 50)))
