print(['ann', 'bob'].count('cy'))
print('cy' in ['ann', 'bob'])
names = ['ann', 'bob']
print(names.index('bob'))
print(names.index('cy'))
