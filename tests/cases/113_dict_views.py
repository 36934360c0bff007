d = {"a": 1, "b": 2}
k = d.keys()
v = d.values()
it = d.items()
print(len(k), "a" in k, 2 in v, ("a", 1) in it)
d["c"] = 3
print(list(k), list(v), list(it))
print(sorted(d.values(), reverse=True))
print([key * val for key, val in d.items()])
print(sum(d.values()), max(d), min(d.values()))
for i, key in enumerate(d):
    print(i, key)
