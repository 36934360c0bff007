from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from datetime import date, datetime
from enum import Enum
from typing import Optional


class Tier(Enum):
    FREE = "free"
    PRO = "pro"
    ENTERPRISE = "enterprise"

    @property
    def seats(self) -> int:
        return {Tier.FREE: 1, Tier.PRO: 5, Tier.ENTERPRISE: 50}[self]


@dataclass(order=True)
class Account:
    sort_key: tuple = field(init=False, repr=False)
    user_id: int
    name: str
    email: str
    tier: Tier
    signup: date
    active: bool = True
    notes: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.sort_key = (self.tier.seats * -1, self.signup)

    @classmethod
    def from_api(cls, raw: dict) -> "Account":
        return cls(
            user_id=raw["id"], name=raw["name"], email=raw["email"],
            tier=Tier(raw["tier"]), signup=date.fromisoformat(raw["signup"]),
            active=raw["active"],
        )

    def tenure_days(self, today: date) -> int:
        return (today - self.signup).days


def load(ids: list[int]) -> tuple[list[Account], list[str]]:
    accounts: list[Account] = []
    problems: list[str] = []
    for uid in ids:
        try:
            accounts.append(Account.from_api(get_user(uid)))
        except KeyError as exc:
            problems.append(f"user {uid}: {exc}")
        except ValueError as exc:
            problems.append(f"user {uid}: bad data ({exc})")
    return accounts, problems


def main() -> None:
    today = date(2024, 7, 1)
    accounts, problems = load([3, 1, 14, 7, 12, 0, 5, 9, 2])
    for p in problems:
        print("!", p)
    accounts.sort()
    for a in accounts:
        flag = "" if a.active else " (inactive)"
        print(f"{a.user_id:>3} {a.name:<18} {a.tier.name:<10} {a.tier.seats:>3} seats "
              f"since {a.signup:%b %d, %Y} ({a.tenure_days(today):,} days){flag}")
    by_tier: dict[Tier, list[Account]] = {}
    for a in accounts:
        by_tier.setdefault(a.tier, []).append(a)
    for tier in Tier:
        members = by_tier.get(tier, [])
        names = ", ".join(m.name.split()[0] for m in members) or "-"
        print(f"{tier.value:>10}: {len(members)} [{names}]")
    oldest: Optional[Account] = min(accounts, key=lambda a: a.signup, default=None)
    if oldest:
        print("oldest:", oldest)
        d = asdict(oldest)
        d["tier"] = d["tier"].value
        d["signup"] = d["signup"].isoformat()
        del d["sort_key"]
        print(json.dumps(d, sort_keys=True))
    inactive = [a for a in accounts if not a.active]
    for a in inactive:
        a.notes.append(f"flagged {datetime(2024, 7, 1, 9, 30):%Y-%m-%dT%H:%M}")
    print([(a.name, a.notes) for a in inactive])
    print(repr(Tier.PRO), Tier["ENTERPRISE"], Tier("free").name, list(Tier)[-1].value)
    print(accounts[0] < accounts[-1], accounts[0] == accounts[0])


main()
