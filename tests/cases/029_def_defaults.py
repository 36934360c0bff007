def f(a, b=2, c="c"):
    return (a, b, c)
print(f(1))
print(f(1, 3))
print(f(1, c="z"))
print(f(c=0, b=1, a=2))
n = 10
def g(x=n):
    return x
n = 20
print(g())
def h(a, b=None):
    if b is None:
        b = []
    b.append(a)
    return b
print(h(1), h(2))
