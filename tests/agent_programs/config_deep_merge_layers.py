"""Merge layered service configs (defaults < region < env < overrides) with
a recursive deep merge, list strategies, deletion markers, type checks by
match, deepcopy isolation, dict union operators, and a diff of the result
against defaults printed with pprint."""
import copy
import json
import pprint
from typing import Any

DELETE = object()

DEFAULTS = {
    "service": {"name": "orders", "port": 8080, "workers": 4, "tags": ["core"]},
    "db": {"host": "localhost", "port": 5432, "pool": {"min": 1, "max": 10}, "options": {"ssl": False}},
    "features": {"search": True, "export": False},
    "retry": {"attempts": 3, "backoff": [0.5, 1, 2]},
}
REGION = {"db": {"host": "db.north.internal", "pool": {"max": 20}}, "service": {"tags": ["north"]}}
ENV = {"service": {"workers": 8, "debug": False}, "features": {"export": True, "beta": {"rollout": 0.1}},
       "retry": {"backoff": [1, 2, 4, 8]}}
OVERRIDES = {"db": {"options": DELETE, "pool": {"min": "2"}}, "features": {"search": DELETE}, "retry": {"attempts": 5}}


def merge(base: dict, over: dict, path=(), strategy=None) -> dict:
    out = dict(base)
    for key, val in over.items():
        here = path + (key,)
        if val is DELETE:
            out.pop(key, None)
            continue
        match out.get(key), val:
            case dict() as a, dict() as b:
                out[key] = merge(a, b, here, strategy)
            case list() as a, list() as b:
                how = (strategy or {}).get(".".join(here), "replace")
                out[key] = a + [x for x in b if x not in a] if how == "union" else list(b)
            case (int() | float()) as a, str() as b if not isinstance(a, bool):
                try:
                    out[key] = type(a)(b)
                except ValueError:
                    raise TypeError(f"{'.'.join(here)}: cannot use {b!r} for a {type(a).__name__}") from None
            case None, _:
                out[key] = copy.deepcopy(val)
            case a, b if type(a) is not type(b) and not (isinstance(a, (int, float)) and isinstance(b, (int, float))):
                raise TypeError(f"{'.'.join(here)}: {type(b).__name__} cannot replace {type(a).__name__}")
            case _:
                out[key] = val
    return out


def diff(a: Any, b: Any, path="") -> list[str]:
    if isinstance(a, dict) and isinstance(b, dict):
        lines = []
        for k in sorted(a.keys() | b.keys()):
            p = f"{path}.{k}" if path else k
            if k not in b:
                lines.append(f"- {p}")
            elif k not in a:
                lines.append(f"+ {p} = {b[k]!r}")
            else:
                lines += diff(a[k], b[k], p)
        return lines
    return [] if a == b else [f"~ {path}: {a!r} -> {b!r}"]


layers = [("region", REGION), ("env", ENV), ("overrides", OVERRIDES)]
cfg = copy.deepcopy(DEFAULTS)
for name, layer in layers:
    cfg = merge(cfg, layer, strategy={"service.tags": "union"})
    print(f"after {name:<9}: workers={cfg['service']['workers']} pool={cfg['db']['pool']} tags={cfg['service']['tags']}")
pprint.pprint(cfg, width=72, sort_dicts=True)
print("\n".join(diff(DEFAULTS, cfg)))
print("defaults untouched:", DEFAULTS["db"]["pool"], "options" in DEFAULTS["db"], DEFAULTS["service"]["tags"])
cfg["features"]["beta"]["rollout"] = 0.5
print(ENV["features"]["beta"], cfg["features"]["beta"])
for bad in [{"service": {"port": "http"}}, {"db": {"pool": [1, 2]}}, {"service": {"workers": 2.5}}]:
    try:
        merge(DEFAULTS, bad)
        print("ok", bad)
    except TypeError as e:
        print("TypeError:", e)
flat = {}


def flatten(d, prefix=""):
    for k, v in d.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            flatten(v, key + ".")
        else:
            flat[key] = v


flatten(cfg)
print(json.dumps(flat, indent=0, sort_keys=True)[:300])
a, b = {"x": 1, "y": {"z": 2}}, {"y": {"w": 3}, "v": 4}
print(a | b, b | a, {**a, **b} == a | b)
a |= {"x": 10}
print(a, dict(sorted((a | b).items())), list((a | b).keys()))
shallow = copy.copy(DEFAULTS)
shallow["db"]["port"] = 1
print(DEFAULTS["db"]["port"], copy.deepcopy(cfg) == cfg, copy.deepcopy(cfg) is cfg)
print(pprint.pformat(flat, compact=True, width=60)[:200])
