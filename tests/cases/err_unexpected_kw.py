def f(x, y=0):
    return x + y
print(f(1, y=2))
f(1, z=3)
