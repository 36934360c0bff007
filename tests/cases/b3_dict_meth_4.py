d = {}
for ch in 'abracadabra':
    d[ch] = d.get(ch, 0) + 1
print(d)
print(sorted(d.items(), key=lambda kv: (-kv[1], kv[0])))
inv = {v: k for k, v in d.items()}
print(inv)
print(max(d, key=d.get), min(d.values()), sum(d.values()), len(d))
grouped = {}
for word in ['apple', 'bob', 'cat', 'axe', 'bee']:
    grouped.setdefault(word[0], []).append(word)
print(grouped, {k: len(v) for k, v in grouped.items()})
print(dict(sorted(d.items())), dict(reversed(list(d.items()))))
e = dict.fromkeys(d, 0)
print(e, e == dict(zip(d, [0] * len(d))))
while d:
    print(d.popitem(), end=' ')
print()
