def f(a, b, c=0, *rest, **kw):
    return a, b, c, rest, kw
args = [1, 2]
kw = {"c": 3, "z": 4}
print(f(*args))
print(f(*args, **kw))
print(f(*[1, 2, 3, 4, 5]))
print(f(0, *[1], *(2, 3), **{"x": 1}, **{"y": 2}))
print(f(*"ab"))
print(f(b=1, **{"a": 0}))
print(max(*[3, 9, 2]))
print(*range(4))
