print(list(zip('abc', range(3), [True] * 3)), dict(zip(range(3), 'xyz')))
print(list(zip(*[[1, 2, 3], [4, 5, 6], [7, 8, 9]])), list(zip(*zip('ab', 'cd'))))
print(list(zip('a')), list(zip('', 'abc')), list(zip([], strict=True)), list(zip('ab', strict=False)))
keys = ['a', 'b', 'c']
vals = [1, 2]
print(dict(zip(keys, vals)), list(zip(keys, vals + [None] * (len(keys) - len(vals)))))
pairs = list(zip(range(5), range(5, 10)))
print(pairs, [a * b for a, b in pairs], sum(a + b for a, b in pairs))
z = zip(iter([1, 2, 3]), iter('ab'))
print(list(z))
for args in [([1, 2], [1], [1, 2]), ([1], [1, 2], [1, 2, 3])]:
    try:
        list(zip(*args, strict=True))
    except ValueError as e:
        print(type(e).__name__, e)
