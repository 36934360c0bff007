# Load users through a tool into dataclasses; validate; group by tier.
from dataclasses import dataclass, field, asdict, replace
from datetime import date
from enum import Enum
from typing import Optional
import json

class Tier(Enum):
    FREE = "free"
    PRO = "pro"
    ENTERPRISE = "enterprise"

@dataclass(order=True)
class User:
    sort_key: tuple = field(init=False, repr=False)
    id: int
    name: str
    email: str
    tier: Tier
    signup: date
    active: bool = True
    notes: list = field(default_factory=list)

    def __post_init__(self):
        self.sort_key = (self.tier.value, self.name)

    @property
    def domain(self) -> str:
        return self.email.split("@", 1)[1]

    def tenure_days(self, today: date) -> int:
        return (today - self.signup).days

def load(uid: int) -> Optional[User]:
    try:
        raw = get_user(uid)
    except KeyError as e:
        print(f"skip {uid}: {e}")
        return None
    return User(id=raw["id"], name=raw["name"], email=raw["email"],
                tier=Tier(raw["tier"]), signup=date.fromisoformat(raw["signup"]),
                active=raw["active"])

users = [u for u in (load(i) for i in [3, 1, 7, 12, 99, 5, 0]) if u]
today = date(2024, 7, 1)
for u in sorted(users):
    print(f"{u.id:>3} {u.name:<18} {u.tier.name:<10} {u.signup.isoformat()} "
          f"{u.tenure_days(today):>5}d {'active' if u.active else 'inactive'}")

print(users[0])
print(repr(Tier.PRO), Tier("enterprise"), Tier.FREE.value, list(Tier)[1:])
u2 = replace(users[0], name="Someone Else", active=False)
print(u2 == users[0], u2.name, users[0].name, u2 < users[0])
d = asdict(users[1])
d["tier"] = d["tier"].value
d["signup"] = str(d["signup"])
del d["sort_key"]
print(json.dumps(d, sort_keys=True, indent=2))
try:
    Tier("platinum")
except ValueError as e:
    print("ValueError:", e)
oldest = min(users, key=lambda u: u.signup)
print(f"oldest account: {oldest.name} since {oldest.signup:%B %d, %Y} ({oldest.signup.strftime('%a')})")
print({u.domain for u in users}, sum(u.active for u in users))
