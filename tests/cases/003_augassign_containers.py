a = [1, 2]
b = a
a += [3]
print(a, b, a is b)
a *= 2
print(a, b)
t = (1, 2)
u = t
t += (3,)
print(t, u)
s = "x"
s *= 3
print(s)
d = {"k": 1}
d["k"] += 10
d["k"] *= 2
print(d)
l = [0, 1, 2]
l[1] -= 5
l[-1] **= 3
print(l)
m = [[1, 2], [3, 4]]
m[1][0] <<= 2
print(m)
