a = [1, 2]
b = (3, 4)
print([*a, *b], [0, *a, 9], (*a, *b), (*a,))
print({*a, *b, 1}, [*"hi", *range(3)])
print([*[], *()], [*{"k": 1, "j": 2}])
d = {"x": 1}
print({**d, "y": 2, **{"x": 3}})
first, *middle, last = [*a, *b, 5]
print(first, middle, last)
def f(*args, **kw):
    return args, kw
print(f(*a, *b, 5, *[6], k=1, **d))
print(*a, *b, sep="|")
nested = [*[*a, *a], *b]
print(nested)
