a = 1
b = a
a = 2
print(a, b)
x = y = z = [1, 2]
x.append(3)
print(x, y, z)
print(x is y, y is z)
n = m = 5
n += 1
print(n, m)
s = t = "ab"
s += "c"
print(s, t)
