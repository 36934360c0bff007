print(len([]), len([1, 2, 3]), len(()), len((1,)))
print(len(''), len('abc'), len('héllo'), len('日本語'))
print(len({}), len({1: 2, 3: 4}), len(set()), len({1, 2, 2, 3}))
print(len(range(10)), len(range(0)), len(range(10, 0, -3)), len(range(-5, 5, 2)))
d = {'a': 1, 'b': 2}
print(len(d.keys()), len(d.values()), len(d.items()))
print(len(frozenset('aabbc')))
for bad in (1, 1.5, None, True, len):
    try:
        len(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    len()
except TypeError as e:
    print(type(e).__name__, e)
try:
    len([1], [2])
except TypeError as e:
    print(type(e).__name__, e)
