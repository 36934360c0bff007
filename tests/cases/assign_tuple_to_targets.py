# `a, b = x, y` assigns without building the tuple: evaluation order,
# nested and attribute/item targets, and errors as CPython.
def f():
    x, y = 1, 2
    x, y = y, x
    print(x, y)
    a = [0, 0, 0]
    a[0], a[1], a[2] = a[2] + 5, 7, x
    print(a)
    (p, q), r = (1, 2), 3
    print(p, q, r)
    [m, n] = n2 = 4, 5
    print(m, n, n2)
    class C: pass
    c = C()
    c.u, c.v = c, 1
    print(c.u is c, c.v)
    try:
        s, t = 1, undefined_name
    except NameError as e:
        print("NameError", e)
    try:
        s
    except UnboundLocalError as e:
        print("unbound", e)
    d = {}
    d["a"], d["b"] = d, len(d)
    print(len(d), d["b"])
    i, j = j2, i2 = 3, 4
    print(i, j, i2, j2)
f()
x, y = 1, 2
x, y = y, x + y
print(x, y)
