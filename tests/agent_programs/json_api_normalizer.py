import json
from dataclasses import dataclass, asdict, is_dataclass
from datetime import date, datetime, timezone
from decimal import Decimal
from enum import Enum
from typing import Any, Dict, List, Optional
import uuid


class Status(Enum):
    ACTIVE = "active"
    DORMANT = "dormant"


@dataclass
class Customer:
    id: int
    name: str
    email: str
    since: date
    status: Status
    balance: Decimal
    ref: uuid.UUID


class ApiEncoder(json.JSONEncoder):
    def default(self, o: Any) -> Any:
        if isinstance(o, (date, datetime)):
            return o.isoformat()
        if isinstance(o, Decimal):
            return str(o)
        if isinstance(o, Enum):
            return o.value
        if isinstance(o, uuid.UUID):
            return str(o)
        if is_dataclass(o):
            return asdict(o)
        return super().default(o)


def decode_hook(d: Dict[str, Any]) -> Dict[str, Any]:
    out = {}
    for k, v in d.items():
        if k == "since":
            v = date.fromisoformat(v)
        elif k == "balance":
            v = Decimal(v)
        out[k] = v
    return out


customers: List[Customer] = []
for uid in (1, 4, 7, 10):
    u = get_user(uid)
    customers.append(Customer(
        id=u["id"], name=u["name"], email=u["email"], since=date.fromisoformat(u["signup"]),
        status=Status.ACTIVE if u["active"] else Status.DORMANT,
        balance=Decimal(uid * 1234) / Decimal(100),
        ref=uuid.uuid5(uuid.NAMESPACE_DNS, u["email"])))

text = json.dumps(customers, cls=ApiEncoder, indent=2)
print(text[:400])
back = json.loads(text, object_hook=decode_hook)
print(type(back[0]["since"]).__name__, back[0]["balance"] + Decimal("0.01"), back[1]["ref"])
total = sum((c.balance for c in customers), Decimal("0"))
print("total balance", total, f"{total:.1f}", round(total, 1), float(total))
try:
    json.dumps({"when": datetime(2024, 1, 1, tzinfo=timezone.utc), "s": {1, 2}}, cls=ApiEncoder)
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({"b": 1, "a": [1, 2, {"c": None}]}, indent="\t", sort_keys=True))
print(json.dumps("ünïcode ✓ \u2028 \x00"), json.dumps("ünïcode", ensure_ascii=False))
print(json.dumps({1: "int key", True: "bool", None: "none", 2.5: "f"}))
print(json.loads('{"a": NaN, "b": Infinity, "c": -Infinity}'), json.loads("123"), json.loads('"\\ud83d\\ude00"'))
print(json.loads('{"x": 1.0, "y": 10000000000000000000000, "z": 1e400}', parse_float=Decimal, parse_int=str))
print(json.dumps([1, 2], separators=(";", "=")), json.dumps({"a": 1}, default=str, skipkeys=True))
dup = json.loads('{"k": 1, "k": 2}', object_pairs_hook=lambda pairs: pairs)
print(dup)
print(uuid.UUID("12345678-1234-5678-1234-567812345678").hex, uuid.uuid3(uuid.NAMESPACE_URL, "x").version)
for bad in ['[1, 2', '{"a" 1}', "[1,]", "tru", '"\\x"']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(f"{bad!r:>10}: {e}")
