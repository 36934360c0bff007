print(float(2 ** 1000) > 0)
print(float(2 ** 2000))
