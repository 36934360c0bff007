f = abs
print(callable(f), f(-3))
n = 5
print(n)
n()
