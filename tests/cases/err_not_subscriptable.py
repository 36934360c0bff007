n = 7
print(n[0])
