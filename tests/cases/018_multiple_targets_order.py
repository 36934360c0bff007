def v(n):
    print("eval", n)
    return n
l = [0, 0, 0]
l[v(0)] = l[v(1)] = v(7)
print(l)
a = b = c = v(3)
print(a, b, c)
d = {}
d[v("k1")], d[v("k2")] = v(1), v(2)
print(d)
