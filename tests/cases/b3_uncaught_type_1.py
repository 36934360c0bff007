print(sorted([3, 1, 2]), sorted(['b', 'a']))
print(sorted([1, 2.5, True]))
values = [3, 1, 'two']
print(len(values))
print(sorted(values))
