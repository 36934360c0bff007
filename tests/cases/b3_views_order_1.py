d = {}
for k in ['delta', 'alpha', 'charlie', 'bravo']:
    d[k] = len(k)
print(list(d), list(d.values()), list(d.items()))
d['alpha'] = 0
del d['charlie']
d['charlie'] = 99
print(list(d.keys()), list(d.values()))
print(list(reversed(d)), next(iter(d)), next(reversed(d.values())), list(d.items())[1])
print(sorted(d) == sorted(d.keys()), list(d) == list(d.keys()), [k for k, _ in d.items()] == list(d))
print({k: d[k] for k in reversed(d)}, dict(sorted(d.items(), key=lambda kv: kv[1])))
