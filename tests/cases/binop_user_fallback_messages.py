# Operators whose user methods decline (found by probing after
# tools/fractions_diff.py's 'x' + Fraction): x ** obj names "** or pow()",
# d |= obj takes what d.update(obj) takes
from collections import OrderedDict


class A:
    def __rpow__(self, other):
        return NotImplemented


class Plain:
    pass


class Keys:
    def keys(self):
        return ['k']

    def __getitem__(self, k):
        return 5


class Pairs:
    def __iter__(self):
        return iter([('p', 1)])


class D(dict):
    pass


for left in [3, 2.5, 'x', [1], None]:
    for right in [A(), Plain()]:
        try:
            left ** right
        except TypeError as e:
            print('TypeError:', e)
v = 3
try:
    v **= A()
except TypeError as e:
    print('TypeError:', e)
try:
    pow(A(), 2)
except TypeError as e:
    print('TypeError:', e)

for make in [dict, D, OrderedDict]:
    for arg in [Keys(), Pairs(), Plain(), [('a', 1)], {'z': 0}]:
        d = make()
        try:
            d |= arg
            print(type(d).__name__, sorted(d.items()))
        except Exception as e:
            print(type(d).__name__, type(e).__name__, e)
        try:
            print(sorted((make() | arg).items()))
        except TypeError as e:
            print(type(d).__name__, '| TypeError:', e)
