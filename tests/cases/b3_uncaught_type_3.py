counts = {}
print(counts)
counts[[1, 2]] = 3
