def f(a, b):
    return a
f(1, a=2)
