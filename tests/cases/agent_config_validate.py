from typing import Any, Dict, List, Union
import json
import re

SCHEMA = {
    "name": {"type": str, "required": True, "pattern": r"^[a-z][a-z0-9_-]{2,31}$"},
    "replicas": {"type": int, "required": True, "min": 1, "max": 10},
    "memory": {"type": str, "required": False, "pattern": r"^\d+(Mi|Gi)$"},
    "env": {"type": dict, "required": False},
    "ports": {"type": list, "required": False},
}

class ValidationError(Exception):
    def __init__(self, path: str, message: str):
        self.path = path
        self.message = message
        super().__init__(f"{path}: {message}")

def validate(cfg: Dict[str, Any]) -> List[ValidationError]:
    errors: List[ValidationError] = []
    for key, rule in SCHEMA.items():
        if key not in cfg:
            if rule["required"]:
                errors.append(ValidationError(key, "is required"))
            continue
        val = cfg[key]
        if not isinstance(val, rule["type"]) or isinstance(val, bool):
            errors.append(ValidationError(key, f"expected {rule['type'].__name__}, got {type(val).__name__}"))
            continue
        if "pattern" in rule and not re.fullmatch(rule["pattern"], val):
            errors.append(ValidationError(key, f"{val!r} does not match {rule['pattern']!r}"))
        if "min" in rule and val < rule["min"]:
            errors.append(ValidationError(key, f"{val} < {rule['min']}"))
        if "max" in rule and val > rule["max"]:
            errors.append(ValidationError(key, f"{val} > {rule['max']}"))
    for extra in sorted(set(cfg) - set(SCHEMA)):
        errors.append(ValidationError(extra, "unknown key"))
    if isinstance(cfg.get("ports"), list):
        for i, p in enumerate(cfg["ports"]):
            if not (isinstance(p, int) and 0 < p < 65536):
                errors.append(ValidationError(f"ports[{i}]", f"invalid port {p!r}"))
    return errors

def memory_bytes(s: str) -> int:
    m = re.match(r"(\d+)(Mi|Gi)", s)
    n, unit = int(m.group(1)), m.group(2)
    return n * (1 << 20 if unit == "Mi" else 1 << 30)

configs = [
    '{"name": "web-api", "replicas": 3, "memory": "512Mi", "ports": [80, 443]}',
    '{"name": "Bad Name", "replicas": 0, "memory": "1G", "debug": true}',
    '{"replicas": "3", "ports": [22, 70000, "x"]}',
    '{"name": "worker_1", "replicas": true, "env": {"A": "1"}}',
    '{"name": "db", "replicas": 11,}',
]
for raw in configs:
    try:
        cfg = json.loads(raw)
    except json.JSONDecodeError as e:
        print(f"invalid JSON: {e} (line {e.lineno}, col {e.colno}, pos {e.pos})")
        continue
    errs = validate(cfg)
    status = "OK" if not errs else f"{len(errs)} error{'s' if len(errs) != 1 else ''}"
    print(f"{cfg.get('name', '<unnamed>')!s:>10} -> {status}")
    for e in errs:
        print(f"    - {e}")
    if not errs and "memory" in cfg:
        print(f"    memory = {memory_bytes(cfg['memory']):,} bytes")

for bad in ['', '[1, 2', '{"a" 1}', 'nul', '{"a": 1} x', '"\\q"']:
    try:
        json.loads(bad)
    except ValueError as e:
        print(type(e).__name__, "|", e)
print(json.loads('{"a": NaN, "b": 1e400, "c": -0.0, "d": 10000000000000000000000}'))
print(json.dumps({"x": float("inf"), "y": [None, True, 1.5e-7, 1e22]}))
print(json.dumps("héllo \u2603 \"q\"\n"), json.dumps("héllo", ensure_ascii=False))
print(json.dumps({3: "a", "b": [1, {"c": ()}]}, indent="\t"))
print(json.loads('[1.0, 2.50, 3e2]', parse_float=str), json.loads('{"a": 1, "a": 2}'))
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=lambda kv: sorted(kv)))
