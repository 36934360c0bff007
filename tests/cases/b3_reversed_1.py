print(list(reversed([1, 2, 3])), list(reversed((1, 2))), list(reversed('abc')))
print(list(reversed(range(4))), list(reversed(range(1, 10, 4))), list(reversed([])))
d = {'a': 1, 'b': 2, 'c': 3}
print(list(reversed(d)), list(reversed(d.keys())), list(reversed(d.values())), list(reversed(d.items())))
r = reversed([1, 2])
print(next(r), next(r), next(r, None))
print(''.join(reversed('stressed')))
print(type(reversed([])).__name__)
for bad in ({1, 2}, 5, None, frozenset()):
    try:
        reversed(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    reversed(x for x in 'ab')
except TypeError as e:
    print(type(e).__name__, e)
try:
    reversed()
except TypeError as e:
    print(type(e).__name__, e)
