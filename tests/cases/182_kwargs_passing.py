def show(**kw):
    return list(kw.items())
print(show(z=1, a=2, m=3))
opts = {"b": 2, "a": 1}
print(show(**opts, c=3))
def wrap(*args, **kw):
    return target(*args, **kw)
def target(a, b=0, *, c=None):
    return a, b, c
print(wrap(1), wrap(1, 2), wrap(1, c=5), wrap(a=9, b=8))
def f(a, b, c):
    return a * 100 + b * 10 + c
print(f(1, *[2], **{"c": 3}), f(**{"c": 1, "a": 2, "b": 3}))
try:
    f(**{"a": 1, "b": 2, "c": 3, "d": 4})
except TypeError as e:
    print(e)
try:
    f(1, **{"a": 1, "b": 2})
except TypeError as e:
    print(e)
