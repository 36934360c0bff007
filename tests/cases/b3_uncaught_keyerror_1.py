d = {'a': 1, 'b': 2}
for k in ['a', 'b']:
    print(k, d[k])
print(d.get('c', 'missing'))
print(d['c'])
