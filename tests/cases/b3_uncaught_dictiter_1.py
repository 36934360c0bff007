snapshot = {'x': 1}
for k in list(snapshot):
    snapshot[k + '2'] = 0
print(snapshot)
d = {'a': 1, 'b': 2}
for k in d:
    print(k)
    d[k * 2] = 0
