"""Merging configuration from several sources: ChainMap, deepcopy, Template, pprint."""
from collections import ChainMap, Counter, OrderedDict
from copy import deepcopy, copy
from string import Template
import pprint
import json

DEFAULTS = {"model": "small", "retries": 3, "timeout": 30.0, "tools": ["search"], "limits": {"tokens": 4096, "calls": 10}}
FILE = {"model": "large", "tools": ["search", "code"], "limits": {"tokens": 8192}}
ENV = {"retries": "5", "debug": "true"}

def deep_merge(base, override):
    out = deepcopy(base)
    for k, v in override.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_merge(out[k], v)
        else:
            out[k] = deepcopy(v)
    return out

def coerce(value, like):
    if isinstance(like, bool):
        return str(value).lower() in ("1", "true", "yes")
    if isinstance(like, int):
        return int(value)
    if isinstance(like, float):
        return float(value)
    return value

cm = ChainMap(ENV, FILE, DEFAULTS)
print(cm["model"], cm["retries"], cm.get("debug"), cm.get("missing", "-"), len(cm), sorted(cm))
print(cm.maps[0] is ENV, list(cm.new_child({"x": 1}).keys())[:2], cm.parents["retries"])
merged = deep_merge(DEFAULTS, FILE)
for k, v in ENV.items():
    merged[k] = coerce(v, DEFAULTS.get(k, True))
pprint.pprint(merged)
pprint.pprint(merged, width=40, sort_dicts=False)
print(pprint.pformat({"k": list(range(30))}, compact=True))
print(DEFAULTS["limits"], FILE["limits"])
shallow = copy(DEFAULTS)
shallow["tools"].append("oops")
print(DEFAULTS["tools"], deepcopy(DEFAULTS)["tools"] is DEFAULTS["tools"])
t = Template("Model $model with ${retries} retries, tools=$tools, $$5 budget")
print(t.substitute(merged))
print(t.safe_substitute(model="x"))
try:
    t.substitute(model="x")
except KeyError as e:
    print(f"{type(e).__name__}: {e}")
try:
    Template("bad $").substitute()
except ValueError as e:
    print(f"{type(e).__name__}: {e}")
c1 = Counter(a=3, b=1, c=0)
c2 = Counter(a=1, b=2, d=4)
print(c1 + c2, c1 - c2, c1 & c2, c1 | c2, +c1, -c2)
c1.update("aab"); c1.subtract({"b": 5})
print(c1, c1.total(), list(c1.elements())[:5], sorted(c1.items()))
od = OrderedDict(sorted(merged["limits"].items(), reverse=True))
print(od, json.dumps(od), od == {"calls": 10, "tokens": 8192}, OrderedDict(a=1) == OrderedDict(a=1))
print(dict(ChainMap({"a": 1}, {"a": 2, "b": 3})), {**DEFAULTS["limits"], **FILE["limits"], "extra": True})
print(merged | {"model": "tiny"} == {**merged, "model": "tiny"}, {"a": 1} | {"b": 2})
