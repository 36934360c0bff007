print(sorted([3, 1, 2]), sorted('banana'), sorted((2.5, 1, -3)), sorted([]))
print(sorted([3, 1, 2], reverse=True), sorted({'b': 1, 'a': 2}), sorted({3, 1, 2}))
print(sorted(['bb', 'a', 'ccc'], key=len), sorted(['bb', 'a', 'ccc'], key=len, reverse=True))
print(sorted([-3, 2, -1], key=abs), sorted('BaCb', key=str.lower))
pairs = [('a', 2), ('b', 1), ('c', 2), ('d', 1), ('e', 2)]
print(sorted(pairs, key=lambda p: p[1]))
print(sorted(pairs, key=lambda p: p[1], reverse=True))
print(sorted([1, 1.0, True, 0.5, False]), sorted([1.0, 1, True], reverse=True))
print(sorted([(1, 'b'), (1, 'a'), (0, 'z')]), sorted([[2], [1, 5], [1]]))
print(sorted(x * -1 for x in range(4)), sorted('cab', key=None))
print(sorted([3, 1], reverse=0), sorted([3, 1], reverse=1))
try:
    sorted([1, 'a'])
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([None, 1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([1], 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted()
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([{1}, {2}, {1, 2}])
    print('sets ok')
except TypeError as e:
    print(type(e).__name__, e)
