def f(a, b):
    return a
print(f(1, 2))
f(1, 2, 3)
