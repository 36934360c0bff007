print([x * x for x in range(6)])
print([x for x in range(20) if x % 3 == 0 if x % 2 == 0])
print([(i, j) for i in range(3) for j in range(i)])
print([[j for j in range(i)] for i in range(4)])
print([c.upper() for c in "abc"])
print([x if x > 2 else 0 for x in range(5)])
words = ["a", "bb", "ccc"]
print([len(w) for w in words], [w * 2 for w in words if len(w) > 1])
print([y for x in [[1, 2], [3], []] for y in x])
m = [[1, 2, 3], [4, 5, 6]]
print([[row[i] for row in m] for i in range(3)])
print([(a, b) for a, b in zip("xy", range(5))])
print([i for i in []])
