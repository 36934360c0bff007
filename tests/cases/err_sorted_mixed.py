print(sorted([3, 1, 2]))
print(sorted([3, "a", 1]))
