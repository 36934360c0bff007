(a, b), c = (1, 2), 3
print(a, b, c)
a, (b, (c, d)) = 1, (2, (3, 4))
print(a, b, c, d)
[x, [y, *z]] = [10, [20, 30, 40]]
print(x, y, z)
for i, (k, v) in enumerate([("a", 1), ("b", 2)]):
    print(i, k, v)
pairs = [(1, (2, 3)), (4, (5, 6))]
for p, (q, r) in pairs:
    print(p + q + r)
(a, *b), *c = [1, 2, 3], 4, 5
print(a, b, c)
