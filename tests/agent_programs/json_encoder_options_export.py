"""Export an analysis bundle as JSON in several shapes: a default= hook for
datetimes, Decimals, sets, enums and dataclasses; a JSONEncoder subclass;
indent as int and str, separators, sort_keys, ensure_ascii, allow_nan."""
import json
from dataclasses import dataclass, asdict, is_dataclass
from datetime import date, datetime, timedelta, timezone
from decimal import Decimal
from enum import Enum
from fractions import Fraction


class Tier(Enum):
    FREE = "free"
    PRO = "pro"
    ENTERPRISE = "enterprise"


@dataclass
class Account:
    id: int
    name: str
    tier: Tier
    since: date
    balance: Decimal
    tags: frozenset


def default(o):
    if isinstance(o, datetime):
        return o.isoformat(timespec="seconds")
    if isinstance(o, date):
        return o.isoformat()
    if isinstance(o, timedelta):
        return {"seconds": o.total_seconds()}
    if isinstance(o, Decimal):
        return str(o)
    if isinstance(o, (set, frozenset)):
        return sorted(o)
    if isinstance(o, Enum):
        return o.value
    if is_dataclass(o):
        return {k: v for k, v in o.__dict__.items()}
    if isinstance(o, Fraction):
        return [o.numerator, o.denominator]
    raise TypeError(f"Object of type {o.__class__.__name__} is not JSON serializable")


class CompactEncoder(json.JSONEncoder):
    item_separator = ","

    def default(self, o):
        if isinstance(o, Decimal):
            return float(o)
        if isinstance(o, Enum):
            return o.name
        try:
            return default(o)
        except TypeError:
            return super().default(o)


accounts = []
for uid in range(1, 6):
    u = get_user(uid)
    accounts.append(Account(u["id"], u["name"], Tier(u["tier"]), date.fromisoformat(u["signup"]),
                            Decimal(uid * 1234) / 100, frozenset({"active"} if u["active"] else {"dormant", "review"})))

bundle = {
    "generated": datetime(2024, 6, 1, 12, 30, 5, 123456, tzinfo=timezone.utc),
    "window": timedelta(days=7, hours=3),
    "accounts": accounts,
    "ratio": Fraction(3, 8),
    "ünïcode": "naïve café ☕",
    "stats": {"z": 1, "a": [1.5, 2.0, 1e21, 1e-7], "m": None, "b": True},
}

print(json.dumps(bundle["stats"], sort_keys=True))
print(json.dumps(bundle["stats"], separators=(",", ":"), sort_keys=True))
print(json.dumps(bundle["stats"], indent="\t", sort_keys=True))
print(json.dumps(bundle, default=default, indent=2)[:700])
print(json.dumps({"ünïcode": bundle["ünïcode"]}, ensure_ascii=False))
print(json.dumps({"ünïcode": bundle["ünïcode"]}))
print(CompactEncoder(sort_keys=True).encode(accounts[:2]))
print(json.dumps(accounts[0], cls=CompactEncoder, indent=0))
print(list(CompactEncoder().iterencode({"k": [1, Tier.PRO]}))[:6])

for bad in [{"x": float("nan")}, {"x": float("inf")}, {1: "int key", None: "none", 2.5: "f", True: "b"}, {(1, 2): "tuple"}, {"o": object()}]:
    try:
        print("ok:", json.dumps(bad, allow_nan=False))
    except (ValueError, TypeError) as e:
        print(f"{type(e).__name__}: {e}")
print(json.dumps({(1, 2): "tuple", "k": 1}, skipkeys=True))
print(json.dumps({1: "int key", None: "none", 2.5: "f", True: "b"}))

cyc = {"name": "loop"}
cyc["self"] = cyc
try:
    json.dumps(cyc)
except ValueError as e:
    print("ValueError:", e)

back = json.loads(json.dumps(bundle, default=default), parse_float=Decimal,
                  object_hook=lambda d: {k.upper() if isinstance(k, str) else k: v for k, v in d.items()})
print(sorted(back), back["STATS"]["A"], type(back["STATS"]["A"][0]).__name__)
print(back["ACCOUNTS"][1])
pairs = json.loads('{"a": 1, "a": 2, "b": [3]}', object_pairs_hook=list)
print(pairs)
print(json.dumps("</script>\u2028"), json.dumps(b"x".decode()), json.dumps([]), json.dumps({}, indent=4), json.dumps([[]], indent=2))
