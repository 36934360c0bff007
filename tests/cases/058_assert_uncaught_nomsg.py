def f(n):
    assert n > 0
    return n
print(f(1))
f(0)
