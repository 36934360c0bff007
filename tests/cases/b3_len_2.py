print(len('😀'), len('é'), len('e\u0301'), len(''.join(['a'] * 100)), len(str(2**100)))
print(len([[]]), len([None] * 7), len((1, 2) * 3), len({'a': 1, 'a': 2}), len({1, 1.0, True}))
print(len(range(0, 100, 7)), len(range(100, 0, -7)), len(range(5, 5)), len(range(-3)))
print(len(dict.fromkeys('mississippi')), len(set('mississippi')), len(frozenset()))
d = {1: 2}
print(len(d.keys()), len(d.values()), len(d.items()), len(list(d)))
for bad in [iter([1]), (x for x in 'a'), zip('a'), 5, 5.0, None, True, len, enumerate([])]:
    try:
        len(bad)
    except TypeError as e:
        print(type(e).__name__, e)
