a = [3, 1, 2]
b = a * 2 + [0]
print(b, b.count(3), b.index(0), len(b), sorted(b) == sorted(a + a + [0]))
print([a] * 2, [[0] * 2 for _ in range(2)], a + [] is a, (a + []) == a)
x = [1, [2, 3]]
y = x.copy()
y[1].append(4)
y[0] = 99
print(x, y)
print(max([[1, 2], [1, 2, 0], [0, 9]]), min([[], [0]]), sorted([[2], [1, 2], [1]]))
print([1, 2, 3] > [1, 2], [1, 2, 3] < [1, 3], [] == [], [[]] != [[]], [0] * 0 == [])
z = [5]
z *= 3
z += z
print(z, len(z))
z *= 0
print(z, z == [])
lst = list(range(5))
print(lst.pop(lst.index(3)), lst, lst.insert(lst.index(4), 3.5), lst)
