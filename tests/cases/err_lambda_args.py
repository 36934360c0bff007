add = lambda x, y: x + y
print(add(1, 2))
add(1)
