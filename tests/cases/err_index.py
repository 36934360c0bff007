l = [1, 2, 3]
print(l[2])
print(l[3])
