# `x = e` where e reads x (or raises) after building part of its value:
# the value must be built aside and stored once, as CPython does.
def f(y, c):
    x = [1, 2]
    x = [*x, 3]
    x = [0, *x]
    print(x)
    d = {"a": 1}
    d = {"b": 2, **d}
    print(d)
    s = {1}
    s = {*s, 2}
    t = (1,)
    t = (*t, 2)
    print(sorted(s), t)
    r = {1: 2}
    r = {r[1]: 3, **r}
    print(r)
    k = {"k": 1}
    k = {**k, **k, "j": 0}
    print(k)
    x = 5
    x = y or x
    print(x)
    x = 5
    x = c and x
    print(x)
    x = 7
    x = 0 < 1 < x
    print(x)
    x = [3]
    x = (y or [*x]) if c else x
    print(x)
    kw = {"b": 5}
    def g(a, b=1, e=2):
        return a, b, e
    def call(*args, **kw2):
        nonlocal kw
        kw = {**kw, **kw2}
        return g(*args, **kw)
    print(call(0, e=9))

f(0, False)
f([], True)

def partial_on_error():
    x = "before"
    try:
        x = [*"ab", *None]
    except TypeError as e:
        print(type(e).__name__, x)
    x = "before"
    try:
        x = {"a": 1, **{"b": 2}, **[]}
    except TypeError as e:
        print(type(e).__name__, x)
    x = "before"
    try:
        x = 0 or 1 // 0
    except ZeroDivisionError:
        print("ZeroDivisionError", x)

partial_on_error()
