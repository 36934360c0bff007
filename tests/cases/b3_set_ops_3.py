a = {1, 2, 3}
b = {2, 3, 4}
a2 = a.copy()
a2 |= b
a3 = a.copy()
a3 &= b
a4 = a.copy()
a4 -= b
a5 = a.copy()
a5 ^= b
print(a2, a3, a4, a5, a)
a6 = a.copy()
a6 |= frozenset([9])
print(a6, type(a6).__name__)
f = frozenset(a)
f |= b
print(f, type(f).__name__, f is not a)
print(a | b | {5}, (a - b) | (b - a) == a ^ b, a & b <= a, a.union(b) == a | b)
for op in ['|', '&', '-', '^']:
    for other in [[1], (1,), 'a', {1: 2}]:
        try:
            {'|': lambda: a | other, '&': lambda: a & other, '-': lambda: a - other, '^': lambda: a ^ other}[op]()
        except TypeError as e:
            print(type(e).__name__, e)
