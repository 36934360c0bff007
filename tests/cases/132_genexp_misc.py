print(sorted(x % 5 for x in range(12)))
print(tuple(c for c in "hey"))
print(dict((k, k * 2) for k in range(3)))
print(", ".join(str(n) for n in range(4)))
g = (i * j for i in range(3) for j in range(3) if i != j)
print(list(g))
nested = ((i, (j for j in range(i))) for i in range(3))
for i, inner in nested:
    print(i, list(inner))
try:
    next(x for x in [])
except StopIteration:
    print("empty genexp")
print(min((abs(v), v) for v in [-3, 2, -1]))
