def g(a, *, key):
    return a
g(1)
