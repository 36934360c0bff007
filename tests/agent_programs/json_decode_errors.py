# Parse JSON payloads of varying quality from tool bodies and strings, reporting JSONDecodeError positions; custom encoders.
import json
from datetime import date, datetime
from decimal import Decimal

payloads = [
    http_get("https://flaky.example.org/p", attempt=3)["body"],
    http_get("https://example.com/")["body"],
    '{"a": 1, "b": [1, 2,]}',
    '{"a": 1}\n{"b": 2}',
    "{'single': 'quotes'}",
    '{"unterminated": "abc',
    "",
    '[1, 2, 3] ',
    '{"nan": NaN, "inf": -Infinity, "big": 12345678901234567890, "f": 1e400}',
    '"\\ud83d\\ude00 \\u00e9"',
    '{"a": 1, "a": 2}',
]
for text in payloads:
    try:
        val = json.loads(text)
        print("ok  ", type(val).__name__, json.dumps(val)[:70])
    except json.JSONDecodeError as e:
        print(f"bad  {e.msg!r} line {e.lineno} col {e.colno} pos {e.pos}: {str(e)!r}")

class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (date, datetime)):
            return o.isoformat()
        if isinstance(o, Decimal):
            return str(o)
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)

record = {"when": date(2024, 5, 1), "at": datetime(2024, 5, 1, 12, 30), "price": Decimal("9.99"), "tags": {"b", "a"}}
print(json.dumps(record, cls=Encoder))
print(json.dumps(record, default=str, indent=1))
try:
    json.dumps({"x": object()})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps(record, cls=Encoder, allow_nan=False) and json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
print(json.dumps({"é": "ü", 1: None, True: 2.50, None: [()]}), json.dumps("é", ensure_ascii=False))
print(json.dumps([1, {"a": [2, {}]}], separators=(",", ":")), json.dumps({"b": 1, "a": 2}, sort_keys=True, indent=0))
print(json.loads('{"x": 1.5}', parse_float=Decimal), json.loads("[1, 2]", parse_int=float), json.loads('{"a": [1]}', object_pairs_hook=list))
print(json.loads('{"k": {"n": 1}}', object_hook=lambda d: sorted(d.items())))
try:
    json.dumps({(1, 2): "tuple key"})
except TypeError as e:
    print("TypeError:", e)
json.loads(payloads[5])
