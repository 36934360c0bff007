d = dict.fromkeys(range(6), 'v')
print(d.pop(0), d.pop(10, 'none'), d.pop(5, None), d)
print(d.popitem(), d.popitem(), d)
d[0] = 'back'
print(d, d.popitem(), d)
k = list(d)[0]
print(k, d.pop(k), d)
print(d.setdefault(7), d.setdefault(7, 'other'), d.setdefault(8, [1]), d)
try:
    d.pop(99)
except KeyError as e:
    print(type(e).__name__, e)
try:
    d.pop([1], 0)
except TypeError as e:
    print(type(e).__name__, e)
empty = {}
try:
    empty.popitem()
except KeyError as e:
    print(type(e).__name__, e)
