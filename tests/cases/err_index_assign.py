l = [0] * 3
l[2] = 1
print(l)
l[3] = 1
