d = {'a': 1}
d.update([('b', 2)], c=3)
d.update({'a': 10}.items())
d.update(zip('de', [4, 5]))
d.update(dict(f=6), g=7)
d.update([['h', 8]])
d.update((('i', 9),))
d.update(['jk'])
print(d)
e = {}
e.update(d)
e.update(e)
print(e == d, e is not d)
for bad in [[('a',)], [1], ['abc'], [('a', 1, 2)], [None], 3, 'ab']:
    try:
        e.update(bad)
    except (TypeError, ValueError) as ex:
        print(type(ex).__name__, ex)
try:
    e.update({}, {})
except TypeError as ex:
    print(type(ex).__name__, ex)
print(len(e))
