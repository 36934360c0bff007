# str/list/tuple/bytes + an object whose __radd__ returns NotImplemented:
# the builtin's own TypeError (found by tools/fractions_diff.py: 'x' + Fraction)
from fractions import Fraction


class A:
    def __radd__(self, other):
        return NotImplemented

    def __iter__(self):
        return iter([7])


class S(str):
    def __radd__(self, other):
        return NotImplemented


for left in ['x', [1], (1,), b'x', bytearray(b'x')]:
    try:
        print(repr(left + A()))
    except TypeError as e:
        print(type(left).__name__, 'TypeError:', e)
for left in ['x', (1,), b'x']:
    v = left
    try:
        v += A()
        print(repr(v))
    except TypeError as e:
        print(type(left).__name__, '+= TypeError:', e)
v = [1]
v += A()   # list += iterates any iterable
print(v)
print(repr('x' + S('y')))   # a str subclass still joins
try:
    'x' + Fraction(-47, 11)
except TypeError as e:
    print('TypeError:', e)
