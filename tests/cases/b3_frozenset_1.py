f = frozenset([3, 1, 2])
g = frozenset('abc')
print(f, type(f).__name__, len(f), 2 in f, sorted(g))
print(f | {9}, type(f | {9}).__name__, {9} | f, type({9} | f).__name__)
print(f & {1, 2}, f - {1}, f ^ {1, 10}, type(f - {1}).__name__)
print(f.union([4]), type(f.union([4])).__name__, f.intersection(range(2)), f.copy() is f)
print(f == {1, 2, 3}, f.issubset({1, 2, 3, 4}), f.isdisjoint(g), hash(f) == hash(frozenset({1, 2, 3})))
d = {f: 'frozen', frozenset(): 'empty'}
print(d[frozenset([1, 2, 3])], d[frozenset()], {frozenset([1]), frozenset([1])})
s = {frozenset([1, 2]), frozenset([2, 1]), frozenset([3])}
print(len(s), frozenset([1, 2]) in s)
for name in ['add', 'remove', 'discard', 'pop', 'clear', 'update', 'intersection_update']:
    try:
        getattr(f, name)
    except AttributeError as e:
        print(type(e).__name__, e)
g2 = g
g2 |= {'z'}
print(sorted(g), sorted(g2), g is g2)
