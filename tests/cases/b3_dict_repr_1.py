print({}, {1: {}}, {'a': [1, {'b': (2,)}]}, {(1, 2): None, None: (1,)})
print({1.5: 'x', -0.0: 'y', 10**20: 'z'}, {'q"': "it's"})
print(str({'a': 'b'}), repr({'a': 'b'}), f'{ {"k": 1} }')
d = {}
d['self'] = d
print(d)
l = [1]
l.append(l)
print(l, [l, l])
t = ([],)
t[0].append(t)
print(t)
d2 = {'a': []}
d2['a'].append(d2)
print(d2)
print({'k': d.keys()}, {'v': {1: 2}.values()}, {1: 2}.items())
print([{1}, frozenset({2}), set()], {frozenset(): 1})
