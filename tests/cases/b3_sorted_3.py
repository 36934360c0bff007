print(sorted([3, 1, 2], key=None, reverse=False), sorted([1, 2], reverse=True), sorted([1, 2], reverse=1))
for rev in [None, 'yes', [], 2.5]:
    try:
        print(sorted([1, 2], reverse=rev))
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        [2, 1].sort(key=abs, reverse=rev)
    except TypeError as e:
        print(type(e).__name__, e)
print(sorted({3: 'c', 1: 'a'}.items()), sorted('hello', reverse=True), sorted((x for x in [2, 1]), reverse=True))
print(sorted([[3, 'c'], [1, 'a'], [2, 'b']], key=lambda r: r[1]), sorted([True, False, 0, 1]))
print(sorted([0.1, -2, 3**0.5, 1e-3]), sorted(['', 'a', 'A', ' ', '0']), sorted(['é', 'e', 'z', 'E']))
try:
    sorted([1, 2], key=lambda x: x, foo=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([1, 2], lambda x: x)
except TypeError as e:
    print(type(e).__name__, e)
