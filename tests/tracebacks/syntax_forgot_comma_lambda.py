f = lambda: 0
print(f(1 lambda: 2))
