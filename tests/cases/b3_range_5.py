print(list(range(3, -4, -2)), list(range(-4, 3, 2)), list(range(0, 1, 10)), list(range(10, 9, -10)))
r = range(1, 100, 7)
print(len(r), r[0], r[-1], r[5], r.index(50), r.count(50), 50 in r, 51 in r, r[len(r) // 2])
print(r[2:9:3], list(r[2:9:3]), r[::-3], r[-1:0:-5], list(r[-1:0:-5]))
print(range(0, 6, 2) == range(0, 5, 2), range(0, 6, 2) == range(0, 7, 2), range(1, 2) == range(1, 3, 5))
print({range(3): 1, range(0, 3, 1): 2}, len({range(0), range(5, 5), range(9, 0)}))
total = 0
for i in range(10, 0, -3):
    total += i
print(total, sum(range(10, 0, -3)), list(map(lambda i: i * i, range(4))))
