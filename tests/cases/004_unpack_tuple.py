a, b = 1, 2
print(a, b)
a, b = b, a
print(a, b)
(c, d) = [3, 4]
print(c, d)
[e, f] = "xy"
print(e, f)
g, = [7]
print(g)
x, y, z = range(3)
print(x, y, z)
p, q = {"one": 1, "two": 2}
print(p, q)
