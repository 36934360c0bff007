# Round-trip tool payloads through json with hooks: Decimal money, duplicate
# key detection, NaN policy, custom encoders, and precise decode errors.
import json
from decimal import Decimal
from datetime import date, datetime, timezone
from collections import OrderedDict

orders = list_orders(status="shipped", page_size=3)["items"]
raw = json.dumps({"orders": orders, "ratio": 0.1 + 0.2, "big": 10 ** 20})
data = json.loads(raw, parse_float=Decimal)
print(type(data["ratio"]).__name__, data["ratio"], data["orders"][0]["unit_price"], data["big"])
print(json.loads("[1, 2.50, 1e2]", parse_int=str, parse_float=lambda s: f"F{s}"))
print(json.loads('[NaN, Infinity, -Infinity]', parse_constant=lambda s: s.lower()))


def no_dupes(pairs):
    seen = OrderedDict()
    for k, v in pairs:
        if k in seen:
            raise ValueError(f"duplicate key {k!r}")
        seen[k] = v
    return seen

print(json.loads('{"b": 1, "a": {"x": 2}}', object_pairs_hook=no_dupes))
try:
    json.loads('{"a": 1, "a": 2}', object_pairs_hook=no_dupes)
except ValueError as e:
    print("ValueError:", e)
print(json.loads('{"a": 1, "a": 2}'))

for bad in ['{"a": 1,}', "[1, 2", '{"a" 1}', "", "  \n  tru", '"\\x41"', '{"a": 01}', "[1] x", '"abc', "{'a': 1}",
            '"tab\there"', "-"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(f"{bad!r:<14} {e.msg} | pos={e.pos} line={e.lineno} col={e.colno} | {e}")


class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Decimal):
            return str(o)
        if isinstance(o, (date, datetime)):
            return o.isoformat()
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)

payload = {"when": datetime(2024, 6, 1, 12, 0, tzinfo=timezone.utc), "amount": Decimal("12.30"),
           "tags": {"rush", "gift"}, "day": date(2024, 6, 2), 3: "int key", 2.5: "float key",
           True: "bool key", None: "none key", "ünï": "café ☕"}
print(json.dumps(payload, cls=Encoder))
print(json.dumps(payload, cls=Encoder, ensure_ascii=False, indent="\t", separators=(",", ": "))[:120])
print(json.dumps([1, [2, {"k": []}], {}], indent=2))
print(json.dumps({"b": 1, "a": [3, {"d": 0, "c": 1}]}, sort_keys=True, separators=(",", ":")))
print(json.dumps("\u2028 \x00 \"q\" / \\", ensure_ascii=True), json.dumps("é", ensure_ascii=False))
print(json.dumps([float("nan"), float("inf"), -float("inf"), -0.0, 1e16, 1.5e-7, 100.0]))

for label, obj, kw in [
    ("set", {1, 2}, {}),
    ("tuple key", {(1, 2): "x"}, {}),
    ("nan strict", [float("nan")], {"allow_nan": False}),
    ("bytes", b"raw", {}),
    ("sort mixed", {1: "a", "b": 2}, {"sort_keys": True}),
    ("skipkeys", {(1, 2): "x", "ok": 1}, {"skipkeys": True}),
    ("default fn", {"d": Decimal("1.5")}, {"default": float}),
]:
    try:
        print(f"{label:<11} -> {json.dumps(obj, **kw)}")
    except (TypeError, ValueError) as e:
        print(f"{label:<11} {type(e).__name__}: {e}")

loop = {"name": "loop"}
loop["self"] = loop
try:
    json.dumps(loop)
except ValueError as e:
    print("ValueError:", e)
print(list(json.JSONEncoder(indent=None).iterencode({"a": [1, 2]})))
print(json.loads(b'{"bytes": true}'), json.loads('"\\ud83d\\ude00"'), json.loads(" [ ] "))
dec = json.JSONDecoder()
print(dec.raw_decode('{"a": 1} trailing'), dec.raw_decode("[1]   ", 0))
