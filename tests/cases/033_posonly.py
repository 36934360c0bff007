def f(a, b, /, c, *, d):
    return a, b, c, d
print(f(1, 2, 3, d=4))
print(f(1, 2, c=3, d=4))
try:
    f(1, b=2, c=3, d=4)
except TypeError as e:
    print(e)
def g(x, /, **kw):
    return x, kw
print(g(1, x=2))
def h(a, b=5, /):
    return a * b
print(h(2), h(2, 3))
