d = {'a': 1, 'b': 2}
print(d.get('a'), d.get('z'), d.get('z', 0), d.get('a', 0))
print(d.setdefault('a', 9), d.setdefault('c', 3), d.setdefault('n'), d)
print(d.pop('a'), d.pop('zz', 'dflt'), d)
try:
    d.pop('zz')
except KeyError as e:
    print(type(e).__name__, e)
print(d.popitem(), d.popitem(), d)
d['x'] = 1
print(d.popitem(), d)
try:
    d.popitem()
except KeyError as e:
    print(type(e).__name__, e)
try:
    d.get()
except TypeError as e:
    print(type(e).__name__, e)
try:
    d.get([], 1)
except TypeError as e:
    print(type(e).__name__, e)
print(d.get((1, 2)), {(1, 2): 'tup'}.get((1, 2)))
d = {1: 'one'}
print(d.get(1.0), d.get(True), d.pop(True), d)
