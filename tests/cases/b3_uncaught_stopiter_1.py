it = iter([1])
print(next(it))
print(next(it))
