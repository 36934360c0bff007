d = {}
for k in ["z", "a", "m", "b"]:
    d[k] = len(d)
print(d)
del d["a"]
print(d)
d["a"] = "back"
print(d)
d["z"] = "updated"
print(d)
d.update({"b": "B", "new": 1})
print(d)
d.update([("x", 0)], y=1)
print(d)
print(d.pop("m"), d)
print(list(d))
