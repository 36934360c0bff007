d = {(1, 1): "x"}
print(d[1, 1])
print(d[(1, 2)])
