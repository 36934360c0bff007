"""Validate tool-call arguments against a small JSON-schema-like spec."""
import json
from typing import Any

SCHEMA = {
    "type": "object",
    "required": ["query", "limit"],
    "properties": {
        "query": {"type": "string", "minLength": 3},
        "limit": {"type": "integer", "minimum": 1, "maximum": 50},
        "filters": {"type": "array", "items": {"type": "string"}},
        "sort": {"type": "string", "enum": ["asc", "desc"]},
        "threshold": {"type": "number"},
    },
}
TYPES = {"string": str, "integer": int, "number": (int, float), "array": list, "object": dict, "boolean": bool}

class SchemaError(Exception):
    def __init__(self, path, msg):
        super().__init__(f"{'/'.join(map(str, path)) or '<root>'}: {msg}")
        self.path = path

def check(value: Any, schema: dict, path=()):
    t = schema.get("type")
    if t and not isinstance(value, TYPES[t]) or (t in ("integer", "number") and isinstance(value, bool)):
        raise SchemaError(path, f"expected {t}, got {type(value).__name__} {value!r}")
    if "enum" in schema and value not in schema["enum"]:
        raise SchemaError(path, f"{value!r} is not one of {schema['enum']}")
    if "minLength" in schema and len(value) < schema["minLength"]:
        raise SchemaError(path, f"too short ({len(value)} < {schema['minLength']})")
    if "minimum" in schema and value < schema["minimum"]:
        raise SchemaError(path, f"{value} < minimum {schema['minimum']}")
    if "maximum" in schema and value > schema["maximum"]:
        raise SchemaError(path, f"{value} > maximum {schema['maximum']}")
    if t == "object":
        missing = [k for k in schema.get("required", []) if k not in value]
        if missing:
            raise SchemaError(path, f"missing required: {', '.join(missing)}")
        extra = sorted(set(value) - set(schema.get("properties", {})))
        if extra:
            raise SchemaError(path, f"unexpected keys {extra}")
        for k, sub in schema.get("properties", {}).items():
            if k in value:
                check(value[k], sub, path + (k,))
    if t == "array":
        for i, item in enumerate(value):
            check(item, schema.get("items", {}), path + (i,))

calls = [
    '{"query": "weather paris", "limit": 5}',
    '{"query": "ab", "limit": 5}',
    '{"query": "news", "limit": 0}',
    '{"query": "news", "limit": 51, "sort": "asc"}',
    '{"query": "news", "limit": true}',
    '{"query": "news", "limit": 3, "filters": ["a", 2]}',
    '{"query": "news", "limit": 3, "sort": "random"}',
    '{"query": "news"}',
    '{"query": "news", "limit": 3, "page": 2, "cursor": null}',
    '{"query": "news", "limit": 3.0}',
    '{"query": "news", "limit": 3, "threshold": 0.75, "filters": []}',
    '["not", "an", "object"]',
    '{"query": "news", "limit": 3,}',
    "{'query': 'x'}",
    '',
]
ok = 0
for raw in calls:
    try:
        args = json.loads(raw)
        check(args, SCHEMA)
    except json.JSONDecodeError as e:
        print(f"bad json   {raw!r:<45} {e.msg} (line {e.lineno} col {e.colno} pos {e.pos})")
    except SchemaError as e:
        print(f"invalid    {raw!r:<45} {e}")
    else:
        ok += 1
        print(f"valid      {raw!r:<45} {json.dumps(args, sort_keys=True)}")
print(f"{ok}/{len(calls)} valid ({ok / len(calls):.0%})")
print(json.dumps({"a": [1, 2.5, None, True], "b": {"c": "é"}}, ensure_ascii=False))
print(json.dumps({"a": [1, 2.5, None, True], "b": {"c": "é"}}))
print(json.dumps([float("inf"), float("nan")]), json.loads("[1e400, -0.0, 1E2]"))
print(json.dumps({"x": 1, "y": [1, {"z": []}]}, indent=4))
print(json.loads('"\\u00e9\\n\\t"'), json.loads('{"a": {"b": [1, 2]}}')["a"]["b"][-1])
try:
    json.dumps({(1, 2): "tuple key"})
except TypeError as e:
    print(f"{type(e).__name__}: {e}")
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}))
try:
    json.loads('{"a": NaN, "b": Infinity}')
    print("parsed NaN")
except ValueError as e:
    print(e)
