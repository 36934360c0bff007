v = [1]
print(v)
del v
print(v)
