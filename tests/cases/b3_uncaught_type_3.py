ok = {(1, 2): 3}
print(ok)
counts = {}
print(counts)
counts[[1, 2]] = 3
