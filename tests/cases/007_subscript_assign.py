l = [0, 1, 2, 3, 4]
l[0] = "a"
l[-1] = "e"
print(l)
d = {}
d["x"] = 1
d[2] = "two"
d[(1, 2)] = "tuple"
print(d)
m = [[0] * 3 for _ in range(3)]
m[1][2] = 5
m[2][0] = 7
print(m)
i = 0
l2 = [10, 20, 30]
i, l2[i] = 1, 99
print(i, l2)
