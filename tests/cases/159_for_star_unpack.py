rows = [(1, 2, 3), (4, 5), (6,)]
for first, *rest in rows:
    print(first, rest)
for *init, last in ["abc", "de"]:
    print(init, last)
data = {"a": (1, [2, 3]), "b": (4, [5, 6])}
for key, (n, [p, q]) in data.items():
    print(key, n, p, q)
for i, (a, b) in enumerate(zip("xy", "pq")):
    print(i, a + b)
