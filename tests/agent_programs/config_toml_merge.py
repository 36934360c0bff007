# Layered configuration: TOML defaults, environment-like overrides, deep merge, and validation messages.
import tomllib
import json
from copy import deepcopy

DEFAULTS = tomllib.loads('''
title = "agent"
[limits]
max_steps = 1_000
timeout = 30.5
tools = ["search", "fetch"]
[retry]
attempts = 3
backoff = { base = 0.5, factor = 2.0 }
[[endpoints]]
name = "primary"
url = "https://api.example.com"
[[endpoints]]
name = "backup"
url = "https://backup.example.com"
weight = 0.2
''')
OVERRIDES = {"limits.timeout": "12", "retry.backoff.factor": "3", "limits.tools": "search,fetch,read_doc",
             "new.flag": "true", "title": "agent-prod"}

def coerce(old, raw):
    if isinstance(old, bool) or raw in ("true", "false"):
        return raw == "true"
    if isinstance(old, int):
        return int(raw)
    if isinstance(old, float):
        return float(raw)
    if isinstance(old, list):
        return raw.split(",")
    return raw

def apply(cfg, dotted, raw):
    *path, last = dotted.split(".")
    node = cfg
    for p in path:
        node = node.setdefault(p, {})
    node[last] = coerce(node.get(last), raw)

def merge(a, b):
    out = deepcopy(a)
    for k, v in b.items():
        out[k] = merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else deepcopy(v)
    return out

cfg = deepcopy(DEFAULTS)
for k, v in sorted(OVERRIDES.items()):
    apply(cfg, k, v)
print(json.dumps(cfg, indent=2))
print(merge({"a": {"b": 1, "c": [1]}}, {"a": {"c": [2], "d": 3}}))
print(DEFAULTS["limits"], DEFAULTS["endpoints"][1], type(DEFAULTS["limits"]["max_steps"]).__name__)
for bad in ['x = ', 'a = 1\na = 2', '[t]\nk = "unterminated', 'v = 1979-05-27T07:32:00Z']:
    try:
        print(tomllib.loads(bad))
    except tomllib.TOMLDecodeError as e:
        print("TOMLDecodeError:", e)
