d = {}
d['z'] = 1
d['a'] = 2
d['m'] = 3
print(d, list(d))
del d['a']
d['a'] = 4
print(d)
d['z'] = 5
print(d)
d = dict.fromkeys('hello')
print(list(d))
e = {k: v for k, v in zip('cab', range(3))}
print(e, sorted(e), sorted(e.items(), key=lambda kv: kv[1], reverse=True))
print({1: 'a', True: 'b', 1.0: 'c'}, {0: 'x', False: 'y'})
f = {}
for w in 'the quick the lazy the end quick'.split():
    f[w] = f.get(w, 0) + 1
print(f, max(f, key=f.get))
g = {}
for w in 'apple avocado banana blueberry cherry'.split():
    g.setdefault(w[0], []).append(w)
print(g)
