values = [3, 1, 'two']
print(len(values))
print(sorted(values))
