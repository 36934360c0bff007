a = [1, 2, 3]
b = [4, 5]
print(a + b, a * 2, len(a + b))
print(a == [1, 2, 3], a != b, a < b, [1, 2] < [1, 2, 0], [] < [0])
print(a[0], a[-1], a[1:], a[::-1])
c = a
c.append(4)
print(a)
d = a[:]
d.append(5)
print(a, d)
e = list(a)
print(e == a, e is a)
nested = [[1, 2], [3, [4, 5]]]
print(nested[1][1][0], len(nested))
print([1, [2, [3, []]]])
print(list(), list(range(3)), list("ab"), list((1, 2)), list({"x": 1}))
