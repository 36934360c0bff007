print(list(zip([1], ['x'], strict=True)))
a = [1, 2, 3]
b = ['x', 'y']
print(list(zip(a, b)))
print(list(zip(a, b, strict=True)))
