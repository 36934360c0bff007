print(list(reversed([[1], [2]])), ''.join(reversed('abc')), tuple(reversed((1,))))
r = reversed(range(3))
print(next(r), list(r))
lst = [1, 2, 3]
it = reversed(lst)
print(next(it))
lst.append(4)
print(list(it))
d = {'x': 1, 'y': 2}
print([k for k in reversed(d)], list(reversed(d.items())))
print(list(reversed(sorted('cab'))), list(reversed(list(enumerate('ab')))))
print(type(reversed(range(2))).__name__, type(reversed([])).__name__)
