def ratio(a, b):
    return a / b
print(ratio(1, 2))
print(ratio(3, 0))
