# Dicts made by a display (their tables inside the dict's block) behave as
# any dict when they grow, shrink, are cleared, copied and popped, and
# r[k] / r[k] = v through a loop's cached entry number find the right entry
# when the dicts' key orders differ.
rows = []
for i in range(40):
    rows.append({"id": i, "name": "n%d" % i, "v": i * 1.5})
rows.append({"v": -1.0, "name": "odd", "id": 99})          # another order
rows.append({"name": "few", "id": 100})                     # fewer keys
rows.append({"id": 101, "name": "x", "v": 0.5, "extra": 1})  # more keys
total = 0.0
for r in rows:
    total += r.get("v", 0.0)
    r["id"] = r["id"] + 1
    if "v" in r:
        r["v"] = r["v"] * 2
print(total, [r["id"] for r in rows][-5:], [r.get("v") for r in rows][-4:])
for k in range(3):
    print([r["name"] for r in rows[-4:]])

d = {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7}
for i in range(50):
    d["k%d" % i] = i          # grows past the display's room
print(len(d), list(d)[:9], d["g"], d["k49"])
del d["a"]
d.clear()
d["z"] = 26
print(d, d.get("a"))

e = {"p": 1, "q": 2}
e["r"] = 3
e["s"] = 4
e["t"] = 5
e["u"] = 6              # past the 5 of a small display's room
print(e, e.popitem(), e)
f = {"p": 1, "q": 2, "r": 3, "s": 4, "t": 5, "u": 6}
g = f.copy()
g["v"] = 7
print(f, g, f == {k: v for k, v in g.items() if k != "v"})
while f:
    f.popitem()
print(f, len(g))
h = {"x": 1, "y": 2, "z": 3}
for k in list(h):
    del h[k]
    h[k + k] = 0
print(h)
