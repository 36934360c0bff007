data = {'users': [{'name': 'a', 'tags': ('x', 'y'), 'score': 1.5}, {'name': 'b', 'tags': (), 'score': None}],
        'count': 2, 'ok': True, 'ids': {3}, 'empty': {}}
print(data)
print(str(data) == repr(data))
print([[], [[]], [[], [[]]]], ((), ((),), (1, (2, (3,)))))
print({'a': {'b': {'c': {'d': [1, {'e': 'f'}]}}}})
print([1.0, -0.0, 1e-20, float('inf')], (0.1 + 0.2,), {1.5: 2.5})
print(['it\'s', "say \"hi\"", 'tab\there', 'nl\n', 'back\\slash', 'uni é', '\x07'])
print([None, True, False], [len, int, ValueError])
print(repr([ValueError('bad'), KeyError('k'), StopIteration()]))
print([range(3), slice(1, None), frozenset({1})])
x = [1, 2]
y = [x, x]
print(y, [y, [y]])
print({'k': x, 'j': x})
