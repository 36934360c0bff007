d = {'a': 1}
k = d.keys()
v = d.values()
it = d.items()
print(k, v, it, len(k))
d['b'] = 2
print(k, v, it, len(v))
del d['a']
print(k, v, it, 'a' in k, 'b' in k, ('b', 2) in it, 2 in v)
d.clear()
print(k, v, it, bool(k), list(it))
d.update(x=10, y=20)
print(sorted(k), sum(v), dict(it), list(reversed(it)))
keys_it = iter(k)
print(next(keys_it))
d['z'] = 0
try:
    next(keys_it)
except RuntimeError as e:
    print(type(e).__name__, e)
