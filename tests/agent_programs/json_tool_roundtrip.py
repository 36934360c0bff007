# What JSON results look like after the trip through a tool: ints vs floats,
# unicode, nesting, None, big numbers, and json.dumps of them back out.
import json
import math

payload = {
    "int": 3, "float": 3.0, "neg": -0.0, "big": 2 ** 70, "small": 1e-9, "sci": 6.02e23,
    "text": "naïve café – “quotes” ✓ \u00e9 \t tab \\ slash", "emoji": "\U0001F600",
    "none": None, "true": True, "list": [1, [2, [3, []]], {}], "nested": {"a": {"b": {"c": [None]}}},
    "keys": {"1": "one", "": "empty", "sp ace": 1},
}
back = echo(payload, tag="x")
got = back["args"][0]
print(back["kwargs"])
for k, v in got.items():
    print(f"{k:>7}: {type(v).__name__:<5} {v!r}")
print(got == payload, got["float"] is not got["int"], type(got["big"]), math.copysign(1, got["neg"]))
print(json.dumps(got, sort_keys=True)[:120])
print(json.dumps(got["text"]), json.dumps(got["text"], ensure_ascii=False))
print(json.dumps(got["list"], indent=2))
print(json.dumps(got["nested"], separators=(",", ":")), json.dumps({"x": [1, 2]}, indent=0))
print(json.dumps([float("nan"), float("-inf")]))
try:
    json.dumps([float("nan")], allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
try:
    echo(b"raw bytes")
except TypeError as e:
    print("TypeError:", e)
print(echo((1, 2), key=(3, 4)), echo(1.5, 2, "3")["args"])
dumped = json.dumps({"b": 1, "a": {"d": 2, "c": [3, {"f": 4, "e": 5}]}}, sort_keys=True, indent=4)
print(dumped)
loaded = json.loads(dumped, object_pairs_hook=lambda pairs: dict(reversed(pairs)))
print(loaded)
print(json.loads('{"a": 1.10, "b": 10000000000000000000000, "c": 1E400}', parse_float=str))
print(json.loads('[1, 2]', parse_int=lambda s: int(s) * 10), json.loads('"\\ud83d\\ude00"'), json.loads(' {"a" : null } '))
for bad in ['{"a": }', "[1, 2", '{"a" 1}', "tru", '"abc', "[1,]", "{'a': 1}", "", "1 2"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(f"{bad!r:>10} -> {e.msg} at line {e.lineno} col {e.colno} (pos {e.pos})")
print(json.dumps("\x00\x1f\x7f\u2028"), json.dumps({True: 1, None: 2, 1.5: 3, 2: 4}))
print(json.dumps(got["emoji"]), len(got["emoji"]), got["emoji"].encode("utf-8"))
