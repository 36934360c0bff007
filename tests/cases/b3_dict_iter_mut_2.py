d = {i: i * i for i in range(5)}
for k in list(d.keys()):
    if k % 2:
        del d[k]
print(d)
d2 = dict(d)
for k, v in list(d2.items()):
    d2[k + 100] = v
print(d2)
s = {1, 2, 3}
for x in set(s):
    s.discard(x)
print(s)
d3 = {'a': 1}
it = iter(d3)
d3['a'] = 5
print(next(it), d3)
d4 = {'a': 1, 'b': 2}
try:
    for k in d4:
        d4.pop('b', None)
        d4['c'] = 3
except RuntimeError as e:
    print(type(e).__name__, e)
print(d4)
l = [1, 2, 3]
for x in l:
    if x == 1:
        l.remove(x)
print(l)
