# Validate tool results against a small JSON-schema subset, collecting paths of every violation.
import json
import re

SCHEMA = {
    "type": "object",
    "required": ["id", "name", "email", "tier", "active"],
    "properties": {
        "id": {"type": "integer", "minimum": 1},
        "name": {"type": "string", "minLength": 3, "pattern": r"^[A-Z][a-z]+ [A-Z][\w-]+$"},
        "email": {"type": "string", "pattern": r"^[\w.+-]+@[\w-]+\.[a-z]{2,}$"},
        "tier": {"enum": ["free", "pro"]},
        "active": {"type": "boolean"},
        "signup": {"type": "string", "format": "date"},
    },
    "additionalProperties": False,
}
TYPES = {"object": dict, "string": str, "integer": int, "boolean": bool, "array": list, "number": (int, float)}

def validate(value, schema, path="$"):
    errors = []
    t = schema.get("type")
    if t:
        ok = isinstance(value, TYPES[t]) and not (t in ("integer", "number") and isinstance(value, bool))
        if not ok:
            return [f"{path}: expected {t}, got {type(value).__name__}"]
    if "enum" in schema and value not in schema["enum"]:
        errors.append(f"{path}: {value!r} not one of {schema['enum']}")
    if isinstance(value, str):
        if len(value) < schema.get("minLength", 0):
            errors.append(f"{path}: shorter than {schema['minLength']}")
        if "pattern" in schema and not re.search(schema["pattern"], value):
            errors.append(f"{path}: {value!r} does not match {schema['pattern']!r}")
        if schema.get("format") == "date" and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
            errors.append(f"{path}: not a date")
    if isinstance(value, int) and "minimum" in schema and value < schema["minimum"]:
        errors.append(f"{path}: {value} < {schema['minimum']}")
    if isinstance(value, dict):
        for key in schema.get("required", []):
            if key not in value:
                errors.append(f"{path}: missing required {key!r}")
        props = schema.get("properties", {})
        for key, sub in value.items():
            if key in props:
                errors.extend(validate(sub, props[key], f"{path}.{key}"))
            elif schema.get("additionalProperties") is False:
                errors.append(f"{path}: unexpected property {key!r}")
    return errors

summary = {}
for uid in range(1, 13):
    user = get_user(uid)
    errs = validate(user, SCHEMA)
    summary[uid] = len(errs)
    status = "valid" if not errs else f"{len(errs)} problem(s)"
    print(f"user {uid:>2} {user['name']:<18} {status}")
    for e in errs:
        print("     -", e)
bad = {"id": True, "name": "x", "email": "nope", "tier": "gold", "extra": [1]}
for e in validate(bad, SCHEMA):
    print("bad:", e)
print(json.dumps(summary), sum(summary.values()), [k for k, v in summary.items() if v == 0])
print(validate([1], {"type": "object"}), validate(3.5, {"type": "number"}), validate(False, {"type": "integer"}))
