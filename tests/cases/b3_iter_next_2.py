it = iter([10, 20, 30])
print(next(it), [x for x in it], next(it, 'done'))
it = iter({'a': 1, 'b': 2}.items())
print(next(it), list(it))
it = iter(set([5]))
print(next(it), next(it, None))
it = iter(range(3))
for x in it:
    print('loop', x, next(it, 'end'))
g = (c.upper() for c in 'xy')
print(next(g), next(g), next(g, '-'), list(g))
print(next(iter({}), 'empty'), next(iter('a'), 'x'), next(reversed([]), 'nothing'), list(iter(range(3))))
try:
    next(iter(()))
except StopIteration as e:
    print('StopIteration', e.args)
try:
    next(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    next('abc')
except TypeError as e:
    print(type(e).__name__, e)
try:
    iter(None)
except TypeError as e:
    print(type(e).__name__, e)
