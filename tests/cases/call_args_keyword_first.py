# Argument errors come in CPython's order: keywords (unexpected, given
# twice) before too many positional arguments, then missing ones.
def f(a): pass
def g(a, *, k): pass
def h(a, b=2, *, k=3): pass
calls = [
    lambda: f(1, 2, b=3), lambda: f(1, a=2), lambda: f(), lambda: f(b=1),
    lambda: f(1, 2, a=3), lambda: f(1, 2, 3, a=1, b=2), lambda: f(1, 2),
    lambda: g(1, 2, z=3), lambda: g(1, 2), lambda: g(1), lambda: g(k=1, a=2, a2=3),
    lambda: g(1, 2, k=3), lambda: h(1, 2, 3, k=4), lambda: h(1, 2, 3), lambda: h(1, 2, 3, q=1),
]
for call in calls:
    try:
        call()
    except TypeError as e:
        print(e)
