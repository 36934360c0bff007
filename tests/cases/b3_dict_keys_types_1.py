d = {1: 'int', 2.5: 'float', 'a': 'str', (1, 2): 'tuple', None: 'none', True: 'bool?', frozenset([1]): 'fs', -0.0: 'negzero'}
print(d)
print(d[1.0], d[True], d[0], d[0.0], d[(1.0, 2.0)], d[None], d[frozenset({1})])
print(len(d), list(d)[:3], 2.5 in d, 'A' in d, (1, 2) in d, (2, 1) in d)
d2 = {}
for k in [1, 1.0, True, 2, 2.0]:
    d2[k] = d2.get(k, 0) + 1
print(d2)
d3 = {10**20: 'big', 2**64: 'pow', -1: 'neg', -2: 'neg2'}
print(d3, d3[10**20], d3[float(2**64)], d3[-1], d3[-2])
