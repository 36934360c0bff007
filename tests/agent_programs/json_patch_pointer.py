# Apply JSON Patch (RFC 6902) documents with JSON Pointers (RFC 6901) to a
# user profile fetched from a tool; failed patches roll back atomically.
import copy
import json


class PatchError(Exception):
    pass


def parse_pointer(ptr):
    if ptr == "":
        return []
    if not ptr.startswith("/"):
        raise PatchError(f"invalid pointer {ptr!r}")
    return [p.replace("~1", "/").replace("~0", "~") for p in ptr[1:].split("/")]


def resolve(doc, parts):
    cur = doc
    for p in parts:
        if isinstance(cur, list):
            if not p.isdigit() or int(p) >= len(cur):
                raise PatchError(f"index {p!r} out of range")
            cur = cur[int(p)]
        elif isinstance(cur, dict):
            if p not in cur:
                raise PatchError(f"no member {p!r}")
            cur = cur[p]
        else:
            raise PatchError(f"cannot descend into {type(cur).__name__}")
    return cur


def op_add(doc, parts, value):
    if not parts:
        return value
    parent = resolve(doc, parts[:-1])
    key = parts[-1]
    if isinstance(parent, list):
        idx = len(parent) if key == "-" else int(key)
        if idx > len(parent):
            raise PatchError(f"index {idx} past end")
        parent.insert(idx, value)
    else:
        parent[key] = value
    return doc


def op_remove(doc, parts):
    parent = resolve(doc, parts[:-1])
    resolve(doc, parts)
    key = parts[-1]
    if isinstance(parent, list):
        del parent[int(key)]
    else:
        del parent[key]
    return doc


def apply_patch(doc, patch):
    work = copy.deepcopy(doc)
    for i, op in enumerate(patch):
        try:
            kind, parts = op["op"], parse_pointer(op["path"])
            match kind:
                case "add":
                    work = op_add(work, parts, op["value"])
                case "remove":
                    work = op_remove(work, parts)
                case "replace":
                    resolve(work, parts)
                    work = op_add(op_remove(work, parts), parts, op["value"])
                case "move" | "copy":
                    src = parse_pointer(op["from"])
                    value = copy.deepcopy(resolve(work, src))
                    if kind == "move":
                        work = op_remove(work, src)
                    work = op_add(work, parts, value)
                case "test":
                    if resolve(work, parts) != op["value"]:
                        raise PatchError(f"test failed: {resolve(work, parts)!r} != {op['value']!r}")
                case other:
                    raise PatchError(f"unknown op {other!r}")
        except KeyError as e:
            raise PatchError(f"op #{i} missing field {e}") from e
        except PatchError as e:
            raise PatchError(f"op #{i} ({op.get('op')} {op.get('path')}): {e}") from None
    return work


profile = get_user(7)
profile["roles"] = ["viewer"]
profile["prefs"] = {"theme": "dark", "a/b": 1, "m~n": 2}
print(json.dumps(profile, sort_keys=True))

patches = {
    "promote": [{"op": "test", "path": "/tier", "value": "pro"}, {"op": "replace", "path": "/tier", "value": "enterprise"},
                {"op": "add", "path": "/roles/-", "value": "admin"}, {"op": "add", "path": "/roles/0", "value": "owner"}],
    "escaped": [{"op": "remove", "path": "/prefs/a~1b"}, {"op": "replace", "path": "/prefs/m~0n", "value": 3}],
    "move": [{"op": "move", "from": "/prefs/theme", "path": "/theme"}, {"op": "copy", "from": "/roles", "path": "/old_roles"}],
    "bad-test": [{"op": "add", "path": "/x", "value": 1}, {"op": "test", "path": "/active", "value": False}],
    "bad-index": [{"op": "add", "path": "/roles/5", "value": "z"}],
    "bad-op": [{"op": "merge", "path": "/a"}],
    "no-value": [{"op": "add", "path": "/y"}],
    "bad-ptr": [{"op": "remove", "path": "roles"}],
    "deep": [{"op": "add", "path": "/name/first", "value": "x"}],
}
current = profile
for name, patch in patches.items():
    try:
        current = apply_patch(current, patch)
        print(f"{name:<9} ok   -> {json.dumps(current, sort_keys=True)[:90]}")
    except PatchError as e:
        cause = e.__cause__
        print(f"{name:<9} FAIL -> {e}" + (f" [cause: {type(cause).__name__}]" if cause else ""))
print("unchanged original:", profile["tier"], profile["roles"], sorted(profile["prefs"]))
print("final diff keys:", sorted(set(current) ^ set(profile)), current["roles"])
