a = {1, 2, 3, 4}
b = {3, 4, 5}
print(a.union(b), a.union([9], (10,), range(11, 13)), a.union())
print(a.intersection(b), a.intersection([1, 2], {2, 1, 7}), a.intersection())
print(a.difference(b), a.difference([1], [2]), a.difference())
print(a.symmetric_difference(b), a.symmetric_difference([4, 40]))
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union('ab') == {1, 2, 3, 4, 'a', 'b'}, a, b)
print(a.union({1: 'x', 50: 'y'}), a.intersection({1: 0}.keys()))
print(a.issubset(range(10)), a.issubset([1, 2]), a.issuperset([1]), a.issuperset((1, 9)))
print(a.isdisjoint([7, 8]), a.isdisjoint({4}), set().isdisjoint(set()), set().issubset([]))
print(a <= a, a < a, {1} < a, a > {1, 2}, a >= {1, 2, 3, 4}, {1, 9} <= a)
print(a == {4, 3, 2, 1}, a != b, {1} == frozenset({1}), set() == frozenset())
try:
    a | [1]
except TypeError as e:
    print(type(e).__name__, e)
try:
    a - 'x'
except TypeError as e:
    print(type(e).__name__, e)
try:
    a < [1]
except TypeError as e:
    print(type(e).__name__, e)
try:
    a.union(5)
except TypeError as e:
    print(type(e).__name__, e)
