t = tuple(range(5))
print(t, t[1:4], t[::-1], t[-2:], t[10:], t * 0, () + t)
print(t.index(3), t.count(2), len(t), 4 in t, min(t), max(t), sum(t))
a, b, *rest = t
print(a, b, rest)
*init, last = t
print(init, last)
nested = ((1, 2), (3, 4))
print([x for pair in nested for x in pair], dict(nested))
print(tuple(sorted((3, 1, 2))), tuple(reversed(t)), tuple(map(str, t)))
print((1,) * 3, (1, 2) + (3,), (), (1,), tuple([[]]))
single = 5,
print(single, type(single).__name__, len(single))
print((1, 2) == (1, 2), (1, 2) is not None, hash((1, 'a', 2.5)) == hash((1, 'a', 2.5)))
print(sorted([(2, 'b'), (1, 'z'), (2, 'a')]), max([(1, 2), (1, 3)]), min([(0, 9), (0, 1, 0)]))
