print(list(range(0, 10, 5)))
r = range(0, 10, 0)
