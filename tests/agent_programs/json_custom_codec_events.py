# Event export/import through json with a custom JSONEncoder (datetime, Decimal, set, dataclass, Enum), object_hook decoding, formatting options and decode errors.
import json
from dataclasses import dataclass, asdict, field, is_dataclass
from datetime import datetime, date, timedelta
from decimal import Decimal
from enum import Enum

class Kind(Enum):
    ORDER = "order"
    REFUND = "refund"

@dataclass
class Event:
    kind: Kind
    at: datetime
    amount: Decimal
    tags: set = field(default_factory=set)
    meta: dict = field(default_factory=dict)

class EventEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, datetime):
            return {"__dt__": o.isoformat()}
        if isinstance(o, date):
            return {"__date__": o.isoformat()}
        if isinstance(o, Decimal):
            return {"__dec__": str(o)}
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        if isinstance(o, Enum):
            return o.value
        if is_dataclass(o):
            return {"__event__": {k: getattr(o, k) for k in o.__dataclass_fields__}}
        return super().default(o)

def hook(d):
    if "__dt__" in d:
        return datetime.fromisoformat(d["__dt__"])
    if "__dec__" in d:
        return Decimal(d["__dec__"])
    if "__date__" in d:
        return date.fromisoformat(d["__date__"])
    if "__event__" in d:
        e = d["__event__"]
        return Event(Kind(e["kind"]), e["at"], e["amount"], set(e["tags"]), e["meta"])
    return d

orders = list_orders(page_size=6)["items"]
events = []
for o in orders:
    at = datetime.fromisoformat(o["created"].replace("Z", "+00:00"))
    amt = (Decimal(str(o["unit_price"])) * o["quantity"]).quantize(Decimal("0.01"))
    kind = Kind.REFUND if o["status"] == "cancelled" else Kind.ORDER
    events.append(Event(kind, at, amt, set(o["tags"]) | {o["region"]}, {"id": o["id"], "qty": o["quantity"]}))

text = json.dumps(events, cls=EventEncoder, indent=2, sort_keys=True)
print(text[:400])
back = json.loads(text, object_hook=hook)
print(back == events, type(back[0].amount).__name__, back[0].at.tzinfo, back[0])
print(json.dumps(events[0], cls=EventEncoder, separators=(",", ":")))
print(json.dumps({"b": 1, "a": [1.0, 2.5e-7, 1e20, float("inf")], "c": None, "d": True}, sort_keys=True))
print(json.dumps("Zürich → café", ensure_ascii=False), json.dumps("Zürich → café"), json.dumps({1: "x", 2.5: "y", None: "z", True: "t"}))
print(json.dumps([[1, [2, {"x": []}]], {}], indent="\t"))
print(json.loads('{"a": 1, "a": 2}'), json.loads('[1, 2.0, -0, 1E3, "\\u00e9\\n"]'), json.loads("NaN") != json.loads("NaN"))
pairs = json.loads('{"z": 1, "y": {"k": 2}, "z": 3}', object_pairs_hook=lambda p: p)
print(pairs)
print(json.loads('{"price": 1.10}', parse_float=Decimal), json.loads("12", parse_int=str))
for bad in ('{"a": 1,}', "[1, 2", '{"a" 1}', '"\\x"', "", "[1] x", "{'a': 1}", "tru"):
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(f"{bad!r:12} -> {e.msg} (line {e.lineno} col {e.colno} pos {e.pos}) | {e}")
try:
    json.dumps({"when": timedelta(1)}, cls=EventEncoder)
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError:", e)
circ = []
circ.append(circ)
try:
    json.dumps(circ)
except ValueError as e:
    print("ValueError:", e)
print(json.dumps({(1, 2): 3, "ok": 1}, skipkeys=True), json.JSONEncoder(indent=1).encode({"x": [1]}))
print(list(json.JSONEncoder().iterencode({"a": [1, 2]})), json.dumps(Decimal, default=repr))
