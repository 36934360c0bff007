inv = {'apple': 3, 'pear': 0, 'fig': 7}
other = {'fig': 1, 'kiwi': 2}
print(sorted(inv.keys() & other.keys()), sorted(inv.keys() | other.keys()))
print(sorted(inv.keys() - other), sorted(inv.keys() ^ other.keys()))
print(sorted(inv.items() & {('fig', 7), ('fig', 1)}), sorted(inv.items() - other.items()))
print(sorted({'apple', 'x'} & inv.keys()), sorted(['pear', 'z'] - inv.keys()), type({'a'} | inv.keys()).__name__)
print(inv.keys() == {'apple', 'pear', 'fig'}, {'apple', 'pear', 'fig'} == inv.keys())
print(inv.keys() >= {'fig'}, {'fig'} < inv.keys(), inv.keys() < inv.keys())
print(inv.keys().isdisjoint(other.keys()), inv.keys().isdisjoint({'kiwi'}))
print(inv.items().isdisjoint([('fig', 7)]), inv.keys().isdisjoint(x for x in ['zz']))
print([k for k in inv.keys() if inv[k]], [v for v in inv.values() if v], [k for k, v in inv.items() if v > 2])
print(max(inv.values()), min(inv.items(), key=lambda kv: kv[1]), sum(inv.values()))
print(dict(inv.items()) == inv, list(zip(inv.keys(), inv.values())) == list(inv.items()))
try:
    inv.keys() | 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    inv.values() | {1}
except TypeError as e:
    print(type(e).__name__, e)
try:
    inv.keys() + ['x']
except TypeError as e:
    print(type(e).__name__, e)
