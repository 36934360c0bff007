d = {'a': 1}
d.update({'b': 2})
d.update([('c', 3), ['d', 4]])
d.update(e=5, a=10)
d.update({'f': 6}, g=7)
d.update((k, v) for k, v in [('h', 8)])
d.update([], z=0)
d.update()
d.update({'a': 1}.items())
print(d)
e = d.copy()
e['a'] = 'changed'
print(d['a'], e['a'], e is d, e == d)
d.clear()
print(d, len(d), e == {}, bool(d))
print(dict.fromkeys('abc'), dict.fromkeys(['x', 'y'], 0), dict.fromkeys([]), dict.fromkeys(range(3), []))
f = dict.fromkeys('ab', [])
f['a'].append(1)
print(f)
print({}.fromkeys([1, 2], 'v'), {1: 2}.fromkeys('ab'))

for bad in [lambda: d.update(5), lambda: d.update([1]), lambda: d.update(['abc']),
            lambda: d.update({}, {}), lambda: dict.fromkeys(5)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
