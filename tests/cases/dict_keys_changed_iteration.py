d = {"a": 1, "b": 2, "c": 3}
try:
    for k in d:
        d[k] = d.pop(k)
except RuntimeError as e:
    print(f"{type(e).__name__}: {e}", d)
d = {"a": 1, "b": 2}
try:
    for k, v in d.items():
        d["z" + k] = v
except RuntimeError as e:
    print(f"{type(e).__name__}: {e}")
d = {"a": 1, "b": 2}
for k in d:
    d[k] = 5
print(d)
d = {i: i for i in range(5)}
it = iter(d.values())
print(next(it), list(it), list(it))
d = {"x": 1}
try:
    for k in d:
        del d[k]
        d["y"] = 2
except RuntimeError as e:
    print(f"{type(e).__name__}: {e}", d)
