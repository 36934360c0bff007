def f(a, b, c=3, *, d, e=5):
    return a
def g(x, /):
    return x
def h():
    return 0
tests = [
    lambda: f(1, d=4, **{"b": 2, "b2": 0}),
    lambda: f(d=1),
    lambda: f(1, 2, 3, 4, d=0),
    lambda: f(1, 2),
    lambda: f(1, 2, b=3, d=4),
    lambda: g(x=1),
    lambda: h(1),
    lambda: h(k=1),
    lambda: g(),
    lambda: len(),
    lambda: f(*[1], **{"b": 2, "d": 0, "zz": 9}),
]
for t in tests:
    try:
        t()
    except TypeError as e:
        print(e)
