point = (3, 4)
x, y = point
print(x, y, (x ** 2 + y ** 2) ** 0.5, point[::-1], point * 2, point + (5,))
records = [('b', 2, 1.5), ('a', 2, 0.5), ('c', 1, 2.5)]
print(sorted(records), sorted(records, key=lambda r: (r[1], r[2])), max(records, key=lambda r: r[2]))
names, counts, weights = zip(*records)
print(names, counts, weights, sum(counts), tuple(map(round, weights)))
print(tuple(i for i in range(3)), tuple('ab') + tuple([1]), tuple({1: 'x'}.items()))
print(((1, 2), (3, 4))[1][0], len(((),)), () == tuple(), (1, 2, 3)[-1:], (0,) * 3)
t = (1, [2, 3])
t[1].append(4)
print(t, t.count([2, 3, 4]), t.index([2, 3, 4]))
try:
    t[1] += [5]
except TypeError as e:
    print(type(e).__name__, e, t)
