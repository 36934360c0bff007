fs = frozenset([1, 2, 3])
print(fs.union([4]), fs.intersection((2, 3, 9)), fs.difference({1}), fs.symmetric_difference([3, 4]))
print(fs.issubset(range(5)), fs.issuperset([1, 1]), fs.isdisjoint([]), fs.copy() is fs, len(fs))
print(type(fs.union()).__name__, type(fs.difference()).__name__, fs.union() == fs)
cache = {}
for combo in [(1, 2), (2, 1), (1, 3), (3, 1, 1)]:
    key = frozenset(combo)
    cache[key] = cache.get(key, 0) + 1
print(sorted((sorted(k), v) for k, v in cache.items()))
nested = frozenset([frozenset([1]), frozenset([1]), frozenset()])
print(len(nested), frozenset() in nested, frozenset([1]) in nested)
print({frozenset({1, 2}): 'a'}.get(frozenset({2, 1})), {1, 2} == frozenset({1, 2}), set() in {frozenset()})
try:
    print(set() in {frozenset(): 1})
except TypeError as e:
    print(type(e).__name__, e)
for name in ['add', 'pop', 'update']:
    print(name, hasattr(fs, name), hasattr(set(), name))
