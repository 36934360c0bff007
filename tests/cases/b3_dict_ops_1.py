a = {'x': 1, 'y': 2}
b = {'y': 20, 'z': 30}
print(a | b, b | a, a | {}, {} | a)
c = a
c |= b
print(a, c is a)
a |= [('w', 0)]
print(a)
print({1: 2} == {1: 2}, {1: 2} == {1: 3}, {1: 2, 3: 4} == {3: 4, 1: 2}, {1: 2} != {}, {1: 1} == {1.0: 1.0})
print('x' in a, 'q' in a, 1 in {1: 0}, None in {None: 1})
del a['x']
print(a)
try:
    del a['x']
except KeyError as e:
    print(type(e).__name__, e)
try:
    a['nope']
except KeyError as e:
    print(type(e).__name__, e, repr(e))
