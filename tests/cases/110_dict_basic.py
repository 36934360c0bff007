d = {"b": 2, "a": 1}
d["c"] = 3
print(d, len(d))
print(d["a"], d.get("z"), d.get("z", 0), d.get("b", 0))
print(list(d.keys()), list(d.values()), list(d.items()))
for k in d:
    print(k, d[k])
for k, v in d.items():
    print(k, "->", v)
d["b"] = 20
print(d)
print("a" in d, "z" in d)
print({}, dict(), dict(x=1, y=2), dict([("p", 1), ("q", 2)]))
print({1: "int", 1.5: "float", (1, 2): "tuple", None: "none", True: "bool?"})
