# Export mixed Python objects to JSON with default=, a JSONEncoder subclass, sort_keys and indent; pprint them.
import json
import pprint
from dataclasses import dataclass, asdict, is_dataclass
from datetime import date, datetime
from decimal import Decimal
from enum import Enum

class Tier(Enum):
    FREE = "free"
    PRO = "pro"
    ENTERPRISE = "enterprise"

@dataclass
class Account:
    id: int
    name: str
    tier: Tier
    signup: date
    balance: Decimal
    tags: set

def to_jsonable(o):
    if is_dataclass(o):
        return asdict(o)
    if isinstance(o, Enum):
        return o.value
    if isinstance(o, (date, datetime)):
        return o.isoformat()
    if isinstance(o, Decimal):
        return str(o)
    if isinstance(o, set):
        return sorted(o)
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")

class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (set, frozenset)):
            return {"__set__": sorted(o)}
        return super().default(o)

accounts = []
for uid in (2, 3, 6):
    u = get_user(uid)
    y, m, d = map(int, u["signup"].split("-"))
    accounts.append(Account(u["id"], u["name"], Tier(u["tier"]), date(y, m, d), Decimal(uid) / 4, {"x", u["tier"]}))
print(json.dumps(accounts[0], default=to_jsonable))
print(json.dumps(accounts, default=to_jsonable, sort_keys=True, indent=2)[:200])
print(json.dumps({"b": [1, {"z": None, "a": True}], "a": 1.0}, sort_keys=True, separators=(",", ":")))
print(json.dumps({"s": {3, 1}}, cls=Encoder), json.dumps("é\u2028", ensure_ascii=False), json.dumps("é\n"))
try:
    json.dumps({"when": date(2024, 1, 1)})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps(accounts[0].tags, cls=json.JSONEncoder)
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({1: "a", True: "b", None: "c", 2.5: "d"}), json.dumps([float("inf")]), json.dumps({"k": 1}, indent="\t"))
try:
    json.dumps([float("nan")], allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
data = json.loads(json.dumps(accounts, default=to_jsonable), object_hook=lambda d: {k: d[k] for k in sorted(d)})
pprint.pprint(data, width=70, sort_dicts=False)
pprint.pprint({"nested": {"deep": list(range(30)), "tiers": [t.value for t in Tier]}, "z": "x" * 60}, compact=True)
print(pprint.pformat(data[0], indent=2, width=40, depth=1))
print(json.loads('[1.5, 2, "3"]', parse_float=Decimal, parse_int=str), json.loads('{"a": 1, "a": 2}', object_pairs_hook=list))
