d = {"a": 1}
print(d.setdefault("a", 100), d.setdefault("b", 2), d.setdefault("c"), d)
print(d.pop("a"), d.pop("zz", "default"), d)
try:
    d.pop("zz")
except KeyError as e:
    print("KeyError", e)
d.update(b=22)
print(d)
c = dict(d)
c["new"] = 1
print(d, c)
groups = {}
for w in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    groups.setdefault(w[0], []).append(w)
print(groups)
d.update({"c": 3}, z=0)
print(d)
