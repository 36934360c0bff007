def a(x):
    return b(x) + 1
def b(x):
    return c(x) * 2
def c(x):
    return [1, 2][x]
print(a(0))
print(a(5))
