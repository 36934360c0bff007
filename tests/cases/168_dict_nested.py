db = {}
def add(user, tag):
    db.setdefault(user, {"tags": [], "n": 0})
    db[user]["tags"].append(tag)
    db[user]["n"] += 1
for u, t in [("ann", "x"), ("bob", "y"), ("ann", "z")]:
    add(u, t)
print(db)
print(db["ann"]["tags"][-1], db.get("cy", {}).get("n", 0))
tree = {"a": {"b": {"c": 1}}, "d": 2}
def depth(t):
    if type(t) is not dict:
        return 0
    return 1 + max((depth(v) for v in t.values()), default=0)
print(depth(tree), depth({}), depth(5))
def paths(t, prefix=""):
    for k, v in t.items():
        if type(v) is dict:
            sub = paths(v, prefix + k + ".")
            for p in sub:
                print("path", p)
        else:
            print("leaf", prefix + k, v)
    return []
paths(tree)
