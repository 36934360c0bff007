"""Validate API payloads against a small JSON-schema-like spec with
structural pattern matching on the schema itself: types, required keys,
enums, ranges, patterns, nested arrays/objects; errors carry JSON paths and
are reported sorted; then a json.dumps of the error report."""
import json
import re
from typing import Any

SCHEMA = {
    "type": "object",
    "required": ["id", "customer_id", "quantity", "status", "created", "tags"],
    "properties": {
        "id": {"type": "string", "pattern": r"^ORD-\d{4}$"},
        "customer_id": {"type": "integer", "minimum": 1, "maximum": 12},
        "product": {"type": "string", "enum": ["widget", "gadget", "doohickey", "gizmo", "sprocket"]},
        "quantity": {"type": "integer", "minimum": 1, "maximum": 8},
        "unit_price": {"type": "number", "exclusiveMinimum": 0},
        "status": {"enum": ["shipped", "pending", "delivered"]},
        "created": {"type": "string", "pattern": r"^2024-0[1-5]-\d\dT"},
        "tags": {"type": "array", "items": {"type": "string", "enum": ["gift", "rush", "bulk", "fragile"]}, "maxItems": 1},
        "region": {"type": "string"},
    },
    "additionalProperties": False,
}
TYPES = {"string": str, "integer": int, "number": (int, float), "array": list, "object": dict, "boolean": bool, "null": type(None)}


def validate(value: Any, schema: dict, path: str = "$") -> list[tuple[str, str]]:
    errors = []
    for key, rule in schema.items():
        match key, rule:
            case "type", str(t):
                ok = isinstance(value, TYPES[t]) and not (t in ("integer", "number") and isinstance(value, bool))
                if not ok:
                    return [(path, f"expected {t}, got {type(value).__name__}")]
            case "enum", [*options]:
                if value not in options:
                    errors.append((path, f"{value!r} not one of {options}"))
            case "minimum", int(n) | float(n) if value < n:
                errors.append((path, f"{value} < minimum {n}"))
            case "maximum", int(n) | float(n) if value > n:
                errors.append((path, f"{value} > maximum {n}"))
            case "exclusiveMinimum", n if value <= n:
                errors.append((path, f"{value} <= exclusive minimum {n}"))
            case "pattern", str(p) if not re.search(p, value):
                errors.append((path, f"{value!r} does not match {p!r}"))
            case "maxItems", int(n) if len(value) > n:
                errors.append((path, f"{len(value)} items > maxItems {n}"))
            case "required", [*names]:
                errors += [(path, f"missing required key {n!r}") for n in names if n not in value]
            case "properties", dict(props):
                for name, sub in props.items():
                    if name in value:
                        errors += validate(value[name], sub, f"{path}.{name}")
            case "items", dict(sub):
                for i, item in enumerate(value):
                    errors += validate(item, sub, f"{path}[{i}]")
            case "additionalProperties", False:
                extra = sorted(set(value) - set(schema.get("properties", {})))
                errors += [(f"{path}.{k}", "unexpected key") for k in extra]
            case ("minimum" | "maximum" | "exclusiveMinimum" | "pattern" | "maxItems"), _:
                pass
            case _:
                errors.append((path, f"unknown schema rule {key!r}"))
    return errors


orders = list_orders(page_size=14)["items"]
orders[3]["extra"] = True
del orders[4]["tags"]
orders[5]["quantity"] = "7"
orders[6]["customer_id"] = True
report = {}
for o in orders:
    errs = validate(o, SCHEMA)
    status = "valid" if not errs else f"{len(errs)} error(s)"
    print(f"{o['id']}: {status}")
    for p, msg in sorted(errs):
        print(f"    {p}: {msg}")
    if errs:
        report[o["id"]] = [{"path": p, "error": m} for p, m in sorted(errs)]
print(json.dumps({"invalid": len(report), "first": dict(list(report.items())[:2])}, indent=2, sort_keys=True))
print(validate([1, "a"], {"type": "array", "items": {"type": "integer"}}), validate(None, {"type": "null"}))
print(validate(3.5, {"type": "integer"}), validate(True, {"type": "number"}), validate({}, {"bogus": 1}))
