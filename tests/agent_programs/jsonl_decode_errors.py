# Ingest JSON-lines records defensively: JSONDecodeError fields, strict mode, and a summary.
import json

RAW = """{"id": 1, "user": 3, "event": "login"}
{"id": 2, "user": 4, "event": "purchase", "amount": 19.99}
{"id": 3, "user": 5, "event": "logout",}
{'id': 4}
{"id": 5, "user": 6, "event": "purchase", "amount": 5e2}
not json at all
{"id": 6, "user": 7, "event": "login", "meta": {"ip": "10.0.0.1", "tags": ["a", "b"]}}
{"id": 7, "user": 2
[1, 2, 3]
{"id": 8, "user": 1, "event": "purchase", "amount": NaN}
"just a string"
{"id": 9, "user": 9, "event": "login"} trailing
{"id": 10, "user": 8, "event": "ctrl\tchar"}
"""
good, bad = [], []
for lineno, line in enumerate(RAW.splitlines(), 1):
    try:
        rec = json.loads(line)
    except json.JSONDecodeError as e:
        bad.append((lineno, e.msg, e.pos, e.lineno, e.colno))
        print(f"line {lineno}: {e}")
        continue
    if not isinstance(rec, dict):
        bad.append((lineno, f"not an object: {type(rec).__name__}", 0, 1, 1))
        continue
    good.append(rec)
print(len(good), "good,", len(bad), "bad")
print(bad[:3])
try:
    json.loads('{"a": "x\ty"}', strict=True)
except json.JSONDecodeError as e:
    print("strict:", e)
print(json.loads('{"a": "x\ty"}', strict=False))
for rec in good:
    if rec.get("event") == "purchase":
        u = get_user(rec["user"])
        print(f"  {u['name']:<16} {rec['amount']!r:>8} {type(rec['amount']).__name__}")
try:
    json.loads("")
except ValueError as e:
    print(type(e).__name__, "|", e, "|", e.doc == "", isinstance(e, ValueError))
try:
    json.loads('{"a": 1}\n{"b": 2}')
except json.JSONDecodeError as e:
    print(e, e.lineno, e.colno)
try:
    json.loads('[1, 2,\n 3,\n ]')
except json.JSONDecodeError as e:
    print(e.msg, e.lineno, e.colno, e.pos)
print(json.loads('"\\u00e9\\ud83d\\ude00"'), json.loads("1e400"), json.loads("-0"), json.loads(" [ ] "), json.loads('{"": null}'))
dec = json.JSONDecoder()
obj, end = dec.raw_decode('{"x": 1} rest')
print(obj, end)
try:
    json.loads(b'\xff')
except (json.JSONDecodeError, UnicodeDecodeError) as e:
    print(type(e).__name__)
print(json.loads(b'{"bytes": true}'), json.loads(bytearray(b"[1]")))
