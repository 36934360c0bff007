d = {'a': 1, 'b': 2, 'c': 3}
k, v, it = d.keys(), d.values(), d.items()
print(k, v, it)
print(len(k), len(v), len(it), 'a' in k, 1 in v, ('a', 1) in it, ('a', 2) in it, 'a' in it)
d['d'] = 4
print(list(k), list(v), list(it))
print(sorted(k & {'a', 'z', 'd'}), sorted(k | {'z'}), sorted(k - {'a'}), sorted(k ^ {'a', 'q'}))
print(sorted(k & ['b', 'c']), k == {'a', 'b', 'c', 'd'}, k != {'a'}, k <= {'a', 'b', 'c', 'd', 'e'})
print(sorted(it & {('a', 1), ('b', 0)}), sorted(it - {('a', 1)}), sorted(it | {('q', 9)}))
print(k.isdisjoint({'x'}), k.isdisjoint(['a']), it.isdisjoint({('a', 2)}))
print(list(reversed(k)), list(reversed(v)), list(reversed(it)))
print({'a': 1}.keys() == {'a': 2}.keys(), {'a': 1}.items() == {'a': 1}.items())
print({'a': 1}.values() == {'a': 1}.values(), type(k & set()).__name__)
print(k > {'a'}, k < {'a'}, it >= {('a', 1)})
try:
    v & {1}
except TypeError as e:
    print(type(e).__name__, e)
try:
    k[0]
except TypeError as e:
    print(type(e).__name__, e)
