print(dict(), dict(a=1, b=2), dict([('a', 1), ('b', 2)]))
print(dict({'x': 1}, y=2), dict([('a', 1)], a=5), dict(zip('abc', range(3))))
print(dict([[1, 2], (3, 4), 'xy']))
print(dict({1: 'a'}.items()), dict((k, k * k) for k in range(4)))
print(dict([]), dict(()), dict({}))
d = {'k': [1]}
e = dict(d)
e['k'].append(2)
e['z'] = 0
print(d, e)
for bad in ([1], [(1, 2, 3)], [(1,)], ['abc'], [None], 5, None):
    try:
        print(dict(bad))
    except (TypeError, ValueError) as ex:
        print(type(ex).__name__, ex)
try:
    dict({}, {})
except TypeError as ex:
    print(type(ex).__name__, ex)
try:
    dict([([], 1)])
except TypeError as ex:
    print(type(ex).__name__, ex)
