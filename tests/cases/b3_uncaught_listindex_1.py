names = ['ann', 'bob']
print(names.index('bob'))
print(names.index('cy'))
