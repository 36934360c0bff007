it = iter([1, 2, 3])
print(next(it), next(it), next(it), next(it, 'end'), next(it, None))
it = iter('ab')
print(next(it), list(it), list(it))
it = iter({'x': 1, 'y': 2})
print(next(it), next(it))
it = iter(range(2))
print(next(it), next(it), next(it, -1))
it = iter((5,))
print(iter(it) is it, next(it))
g = (x * 2 for x in range(2))
print(next(g), next(g), next(g, 'stop'))
try:
    next(iter([]))
except StopIteration as e:
    print(type(e).__name__, repr(e))
try:
    next([1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    iter(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    next()
except TypeError as e:
    print(type(e).__name__, e)
print(type(iter([])).__name__, type(iter(())).__name__, type(iter('')).__name__)
print(type(iter(range(1))).__name__, type(iter(set())).__name__, type(iter({})).__name__)
print(type(iter({}.values())).__name__, type(iter({}.items())).__name__)
