"""Audit tool permissions as Flag/IntFlag values: composite aliases,
membership and subset tests, iteration over members (3.11 semantics),
boundary behaviour, names of combinations, and a role matrix report."""
from enum import Flag, IntFlag, auto, STRICT, CONFORM, EJECT, KEEP
import enum


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    ADMIN = auto()
    EDIT = READ | WRITE
    ALL = READ | WRITE | DELETE | ADMIN


class Scope(IntFlag):
    ORDERS = 1
    USERS = 2
    LOGS = 4
    METRICS = 8


ROLES = {
    "viewer": Perm.READ,
    "editor": Perm.EDIT,
    "janitor": Perm.READ | Perm.DELETE,
    "root": Perm.ALL,
    "nobody": Perm(0),
}
TOOL_NEEDS = {
    "list_orders": (Perm.READ, Scope.ORDERS),
    "get_user": (Perm.READ, Scope.USERS),
    "fetch_logs": (Perm.READ, Scope.LOGS | Scope.METRICS),
    "run_query": (Perm.READ | Perm.WRITE, Scope.ORDERS | Scope.USERS),
    "purge": (Perm.DELETE | Perm.ADMIN, Scope(15)),
}


def can(role_perm, role_scope, tool):
    need_p, need_s = TOOL_NEEDS[tool]
    return need_p in role_perm and (role_scope & need_s) == need_s


scopes = {"viewer": Scope.ORDERS | Scope.USERS, "editor": Scope.ORDERS | Scope.USERS | Scope.LOGS,
          "janitor": Scope.LOGS | Scope.METRICS, "root": Scope(15), "nobody": Scope(0)}
print(f"{'role':<8}" + "".join(f"{t:>12}" for t in TOOL_NEEDS))
for role, perm in ROLES.items():
    print(f"{role:<8}" + "".join(f"{'yes' if can(perm, scopes[role], t) else '-':>12}" for t in TOOL_NEEDS))

print()
for role, perm in ROLES.items():
    print(f"{role:<8} {perm!r:<40} str={perm!s:<26} name={perm.name} value={perm.value} members={[m.name for m in perm]} len={len(perm)}")
print(list(Perm), [m.name for m in Perm.__members__.values()], len(Perm.__members__))
print(Perm.EDIT in Perm.ALL, Perm.ALL in Perm.EDIT, Perm.READ in Perm.EDIT, bool(Perm(0)), Perm.EDIT & Perm.DELETE)
print(~Perm.READ, ~Perm.ALL, ~Perm(0), Perm.EDIT ^ Perm.READ, Perm.ALL & ~Perm.ADMIN)
print(Perm(3), Perm(7), Perm(15) is Perm.ALL, Perm["EDIT"], Perm.READ | Perm.WRITE is Perm.EDIT)
try:
    Perm(99)
except ValueError as e:
    print("ValueError:", e)
print(Scope.ORDERS | Scope.LOGS, repr(Scope.ORDERS | Scope.LOGS), Scope(5) + 1, Scope.USERS * 3, Scope(6) == 6, int(Scope(12)))
print(Scope(0), repr(Scope(0)), Scope(16), repr(Scope(31)), list(Scope(11)), Scope.METRICS > Scope.LOGS)
print(format(Scope.LOGS, ">6"), f"{Scope.USERS | Scope.ORDERS}", f"{Perm.READ}", f"{Perm.READ!r}", str(Scope.LOGS))
print(Scope.ORDERS in Scope(3), isinstance(Scope.LOGS, int), Scope(3) & 1, Scope(3) | 4, ~Scope.ORDERS)


class Strict(Flag, boundary=STRICT):
    A = 1
    B = 2


class Conform(Flag, boundary=CONFORM):
    A = 1
    B = 2


class Eject(Flag, boundary=EJECT):
    A = 1
    B = 2


class Keep(Flag, boundary=KEEP):
    A = 1
    B = 2


for cls in (Strict, Conform, Eject, Keep):
    try:
        print(cls.__name__, repr(cls(7)))
    except ValueError as e:
        print(cls.__name__, "ValueError:", e)
print(Perm._boundary_, Scope._boundary_, Strict._boundary_)
audit = {t: sorted(r for r, p in ROLES.items() if can(p, scopes[r], t)) for t in TOOL_NEEDS}
print(audit)
granted = Perm(0)
for step in [Perm.READ, Perm.WRITE, Perm.DELETE]:
    granted |= step
    print(f"granted {granted.name or '-'}: is EDIT subset? {Perm.EDIT in granted}")
print(enum.show_flag_values(13) if hasattr(enum, "show_flag_values") else "n/a", Perm.ADMIN.value.bit_length())
