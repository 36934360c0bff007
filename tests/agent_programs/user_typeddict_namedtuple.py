# Load users into TypedDicts and NamedTuples, group by tier, and produce rosters with itertools.
from typing import NamedTuple, TypedDict, Optional, List
from itertools import groupby, chain, count, zip_longest
from operator import attrgetter

class UserRec(TypedDict):
    id: int
    name: str
    email: str
    tier: str

class Member(NamedTuple):
    name: str
    tier: str
    years: int
    active: bool = True
    def label(self) -> str:
        return f"{self.name} ({self.tier}, {self.years}y)"

def load(ids: List[int]) -> List[Member]:
    out = []
    for uid in ids:
        try:
            u = get_user(uid)
        except KeyError as e:
            print("skip:", e)
            continue
        rec: UserRec = {"id": u["id"], "name": u["name"], "email": u["email"], "tier": u["tier"]}
        out.append(Member(rec["name"], rec["tier"], 2024 - int(u["signup"][:4]), u["active"]))
    return out

members = load(list(range(1, 14)))
print(len(members), members[0], members[0]._fields)
print(members[1]._asdict())
print(members[2]._replace(active=False).label())
key = attrgetter("tier")
for tier, grp in groupby(sorted(members, key=key), key=key):
    grp = list(grp)
    print(f"{tier:>10}: {', '.join(m.name.split()[0] for m in grp)} | avg {sum(m.years for m in grp) / len(grp):.1f}y")
inactive = [m.label() for m in members if not m.active]
print("inactive:", inactive)
name, tier, *rest = members[3]
print(name, tier, rest)
ids = count(100, 5)
print([(next(ids), m.name[:3]) for m in members[:4]])
print(list(zip_longest("ab", [1, 2, 3], fillvalue="-")))
print(list(chain.from_iterable(m.name.split() for m in members[:2])))
oldest: Optional[Member] = max(members, key=lambda m: (m.years, m.name), default=None)
print(oldest, Member("x", "y", 1) == ("x", "y", 1, True), Member._field_defaults)
