inventory = {'apples': 5, 'pears': 0}
print(inventory.pop('pears'), inventory)
print(inventory.setdefault('kiwis', 10), inventory)
inventory.update(apples=inventory['apples'] + 1)
print(inventory)
for k, v in sorted(inventory.items()):
    print(k, v)
print(list(inventory), list(inventory.values()), [*inventory.items()])
print(inventory.get('none'), inventory.get('none', []), 'apples' in inventory.keys())
copy = dict(inventory)
copy.clear()
print(copy, inventory, len(inventory))
nested = {'a': {'b': {'c': 1}}}
print(nested['a']['b']['c'], nested.get('a', {}).get('x', 'no'), nested.get('z', {}).get('b'))
merged = {**inventory, 'extra': 1, **{'apples': 0}}
print(merged)
