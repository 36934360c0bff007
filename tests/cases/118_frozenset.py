f = frozenset([3, 1, 2, 3])
print(f, len(f), 2 in f)
print(frozenset(), frozenset(range(4)))
g = f | {7}
print(g, f & {1, 2}, f - {1})
print(f == {1, 2, 3}, f == frozenset({3, 2, 1}))
d = {f: "frozen key"}
print(d[frozenset([1, 2, 3])])
s = {frozenset([1]), frozenset([1])}
print(len(s))
print(sorted(f))
