a, *b = [1, 2, 3]
print(a, b)
a, b = 1, 2
print(a, b)
a, b = [1, 2, 3]
