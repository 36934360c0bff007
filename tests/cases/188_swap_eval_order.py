a = [10, 20, 30, 40]
i, j = 0, 3
a[i], a[j] = a[j], a[i]
print(a)
x, y, z = 1, 2, 3
x, y, z = z, x, y
print(x, y, z)
l = [0, 1, 2]
i = 0
i, l[i] = 2, 99
print(i, l)
calls = []
def k(v):
    calls.append(v)
    return v
d = {}
d[k("key")] = k("value")
print(calls, d)
del calls[:]
k(1)(k(2)) if False else k(3)
print(calls)
