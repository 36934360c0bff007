# Walk nested tool JSON recursively: flatten to dotted paths, unflatten, compute depth, diff two documents, and catch a runaway self-reference.
import json

def flatten(obj, prefix=""):
    out = {}
    if isinstance(obj, dict):
        for k, v in obj.items():
            out.update(flatten(v, f"{prefix}.{k}" if prefix else k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out.update(flatten(v, f"{prefix}[{i}]"))
    else:
        out[prefix] = obj
    return out

def depth(obj):
    """Nesting depth, iteratively: (value, level) pairs on a stack."""
    deepest, todo = 0, [(obj, 0)]
    while todo:
        cur, level = todo.pop()
        kids = cur.values() if isinstance(cur, dict) else cur if isinstance(cur, list) else None
        if kids is None:
            deepest = max(deepest, level)
        else:
            todo.extend((k, level + 1) for k in kids)
            deepest = max(deepest, level + 1)
    return deepest

def diff(a, b, path="$"):
    if type(a) is not type(b):
        yield f"{path}: type {type(a).__name__} -> {type(b).__name__}"
    elif isinstance(a, dict):
        for k in sorted(a.keys() | b.keys()):
            if k not in b:
                yield f"{path}.{k}: removed"
            elif k not in a:
                yield f"{path}.{k}: added {b[k]!r}"
            else:
                yield from diff(a[k], b[k], f"{path}.{k}")
    elif isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b)):
            yield from diff(x, y, f"{path}[{i}]")
        if len(a) != len(b):
            yield f"{path}: length {len(a)} -> {len(b)}"
    elif a != b:
        yield f"{path}: {a!r} -> {b!r}"

page = list_orders(page=1, page_size=2)
flat = flatten(page)
for k, v in list(flat.items())[:8]:
    print(f"{k:<24} = {v!r}")
print(len(flat), "leaves, depth", depth(page))
doc1 = {"svc": get_weather("Oslo"), "users": [get_user(1), get_user(2)], "tags": ["a"]}
doc2 = json.loads(json.dumps(doc1))
doc2["svc"]["temp"] = 4.0
doc2["users"][1]["tier"] = "free"
doc2["users"].append({"id": 3})
doc2["tags"] = "a"
del doc2["svc"]["wind_kmh"]
doc2["new"] = None
for line in diff(doc1, doc2):
    print(line)
loop = {"name": "root", "children": []}
loop["children"].append(loop)
try:
    flatten(loop)
except RecursionError as e:
    print("RecursionError:", str(e)[:32])
try:
    json.dumps(loop)
except ValueError as e:
    print("ValueError:", e)
print(repr(loop)[:60])
l = [1]; l.append(l); print(l, str({"k": l})[:30])
