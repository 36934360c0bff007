print(list(zip()), list(zip('abc')), list(zip('abc', [1, 2, 3])))
print(list(zip('abcd', [1, 2])), list(zip([1, 2], 'abcd', (True,))))
print(list(zip(range(3), range(10, 13), range(20, 23))))
print(dict(zip('ab', 'xy')), list(zip(*[(1, 2), (3, 4), (5, 6)])))
print(list(zip('ab', 'cd', strict=True)))
print(list(zip([], [], strict=True)))
for args in [('ab', 'abc'), ('abc', 'ab'), ('a', 'a', 'ab'), ('ab', 'ab', 'a'), ('abc', 'a', 'abc')]:
    try:
        print(list(zip(*args, strict=True)))
    except ValueError as e:
        print(type(e).__name__, e)
try:
    zip(1, 'a')
except TypeError as e:
    print(type(e).__name__, e)
try:
    zip('a', None)
except TypeError as e:
    print(type(e).__name__, e)
z = zip('ab', [1, 2])
print(next(z), next(z), next(z, 'end'))
