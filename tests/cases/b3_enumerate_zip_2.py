names = ['ann', 'bob', 'cy']
ages = [30, 25]
for i, name in enumerate(names, start=1):
    print(i, name)
for n, a in zip(names, ages):
    print(n, a)
print(list(enumerate(zip(names, ages))), dict(zip(names, enumerate(ages))))
print(list(zip(*enumerate('ab'))), list(zip(range(5), 'abc', [True, False])))
matrix = [[1, 2, 3], [4, 5, 6]]
print(list(zip(*matrix)), [list(col) for col in zip(*matrix)], list(map(list, zip(*matrix))))
e = enumerate('xyz')
print(next(e), list(e), list(e))
z = zip('ab', 'cd')
print(list(z), list(z))
