import copy
import json
import pprint
from typing import Any, Dict, List, Mapping, Union

JSONVal = Union[str, int, float, bool, None, List[Any], Dict[str, Any]]

DEFAULTS: Dict[str, JSONVal] = {
    "service": {"name": "api", "port": 8080, "workers": 4},
    "retry": {"max_attempts": 3, "backoff": 0.5, "on": ["timeout", "reset"]},
    "features": {"beta": False},
    "log_level": "INFO",
}

OVERRIDES = json.loads("""
{
  "service": {"port": "9090", "workers": 0},
  "retry": {"on": ["timeout"], "jitter": true},
  "features": {"beta": true, "dark_mode": null},
  "log_level": "verbose",
  "extra": [1, 2.5, "three", {"four": 4}]
}
""")

SCHEMA = {
    "service.port": int,
    "service.workers": int,
    "retry.max_attempts": int,
    "retry.backoff": float,
    "log_level": str,
}
LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class ConfigError(Exception):
    def __init__(self, problems: List[str]) -> None:
        self.problems = problems
        super().__init__(f"{len(problems)} problem(s): " + "; ".join(problems))


def deep_merge(base: Dict[str, Any], extra: Mapping[str, Any]) -> Dict[str, Any]:
    out = copy.deepcopy(base)
    for k, v in extra.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_merge(out[k], v)
        else:
            out[k] = copy.deepcopy(v)
    return out


def get_path(cfg: Dict[str, Any], dotted: str) -> Any:
    cur: Any = cfg
    for part in dotted.split("."):
        cur = cur[part]
    return cur


def flatten(d: Dict[str, Any], prefix: str = "") -> Dict[str, Any]:
    flat: Dict[str, Any] = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict) and v:
            flat.update(flatten(v, key))
        else:
            flat[key] = v
    return flat


def validate(cfg: Dict[str, Any]) -> Dict[str, Any]:
    problems: List[str] = []
    for path, typ in SCHEMA.items():
        val = get_path(cfg, path)
        if not isinstance(val, typ):
            try:
                coerced = typ(val)
            except (TypeError, ValueError) as e:
                problems.append(f"{path}: {e}")
                continue
            parent, _, leaf = path.rpartition(".")
            (get_path(cfg, parent) if parent else cfg)[leaf] = coerced
    if get_path(cfg, "service.workers") < 1:
        problems.append("service.workers must be >= 1")
    if cfg["log_level"].upper() not in LEVELS:
        problems.append(f"log_level {cfg['log_level']!r} not in {LEVELS}")
    if problems:
        raise ConfigError(problems)
    return cfg


merged = deep_merge(DEFAULTS, OVERRIDES)
pprint.pprint(merged, sort_dicts=False, width=72)
for k, v in sorted(flatten(merged).items()):
    print(f"  {k:<22} = {json.dumps(v)}")
try:
    validate(merged)
except ConfigError as e:
    print("invalid:", e)
    for p in e.problems:
        print("  -", p)
merged["service"]["workers"] = 2
merged["log_level"] = "debug"
ok = validate(merged)
print(type(ok["service"]["port"]).__name__, ok["service"]["port"] + 1)
print(DEFAULTS["service"]["port"], DEFAULTS["retry"]["on"])
print(json.dumps(ok, indent=2, sort_keys=True)[:200])
print(json.dumps({"a": float("inf"), "b": [1e100, -0.0, 1.0]}), json.loads("[1.5e3, -0, 1E-2]"))
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e.msg, e.pos, e.lineno, e.colno)
