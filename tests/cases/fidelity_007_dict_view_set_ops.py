d = {True: 'x'}
print(d.keys() & {1})
print(d.items() & {(1, 'x')})
e = {0: 1}
print(e.items() ^ {0.0}, {0.0} ^ e.items())
a = {1: 10, 2: 20, 3: 30, 7: 0}
b = {2: 20, 3: 99, 4: 40}
for x, y in [(a.keys(), b.keys()), (a.items(), b.items()), (a.keys(), {2, 5, 1.0}),
             ({2, 5, 1.0}, a.keys()), (a.keys(), [3, 7, 9]), ([3, 7, 9], a.keys()),
             (a.items(), {(2, 20), (9, 9)}), (a.keys(), frozenset({1, 3})),
             (a.keys(), b.items()), (a.items(), (x for x in [1]) and [(1, 10)])]:
    print(x | y, x & y, x - y, x ^ y)
    print(y | x, y & x, y - x, y ^ x)
print({-1: 0, -2: 0}.keys() ^ {-2, -1, 5}, {-2, -1, 5} ^ {-1: 0, -2: 0}.keys())
print({-1: 0, -2: 0}.keys() | {-2, -1, 5}, {-2, -1, 5} & {-1: 0, -2: 0}.keys())
try:
    d.keys() | 1
except TypeError as ex:
    print(ex)
try:
    d.items() & [[1]]
except TypeError as ex:
    print(ex)
