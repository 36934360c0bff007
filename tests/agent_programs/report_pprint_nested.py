# Explore a nested tool response: recursive walk, flatten to dotted keys, pprint at several widths, diff two snapshots.
import pprint
import json
import copy
import difflib

def flatten(obj, prefix=""):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from flatten(v, f"{prefix}.{k}" if prefix else str(k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from flatten(v, f"{prefix}[{i}]")
    else:
        yield prefix, obj

def depth(obj):
    if isinstance(obj, dict):
        return 1 + max((depth(v) for v in obj.values()), default=0)
    if isinstance(obj, list):
        return 1 + max((depth(v) for v in obj), default=0)
    return 0

resp = list_orders(status="pending", page_size=3)
resp["meta"] = {"source": "orders", "filters": {"status": "pending", "region": None}, "ids": [o["id"] for o in resp["items"]]}
print("depth:", depth(resp), "leaves:", sum(1 for _ in flatten(resp)))
for key, value in list(flatten(resp))[:9]:
    print(f"  {key:<24} = {value!r}")
pprint.pprint(resp["items"][0])
pprint.pprint(resp["meta"], width=40)
pprint.pprint(resp["items"][:2], depth=2, compact=True)
print(pprint.pformat({"z": list(range(30)), "a": "x" * 70}, width=60))
print(pprint.saferepr({"self": "ref"}), pprint.isreadable([1, 2]), pprint.isrecursive([1]))
before = copy.deepcopy(resp)
resp["items"][0]["quantity"] += 5
resp["items"][1]["tags"].append("rush")
resp["total"] = 99
del resp["meta"]["filters"]["region"]
a = json.dumps(before, indent=1, sort_keys=True).splitlines()
b = json.dumps(resp, indent=1, sort_keys=True).splitlines()
for line in difflib.unified_diff(a, b, "before", "after", n=1, lineterm=""):
    print(line)
changed = {k for (k, v), (k2, v2) in zip(flatten(before), flatten(resp)) if k == k2 and v != v2}
print(sorted(changed))
pp = pprint.PrettyPrinter(indent=2, width=50, sort_dicts=True)
pp.pprint({"b": [1, {"c": 3, "a": 1}], "a": ("tuple", "of", "strings", "that", "wraps", "around")})
