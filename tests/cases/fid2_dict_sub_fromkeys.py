# D.fromkeys on a dict subclass gives a D, made by D() and filled through
# D's __setitem__, as CPython's
class D(dict): pass
d = D.fromkeys('ab', 0)
print(type(d).__name__, d, type(D.fromkeys([])).__name__)
print(type(D().fromkeys('x')).__name__, type(dict.fromkeys('x')).__name__)
class E(dict):
    def __init__(self, *a):
        print('init', a)
        super().__init__(*a)
    def __setitem__(self, k, v):
        print('set', k, v)
        super().__setitem__(k, v)
e = E.fromkeys(range(2), 'v')
print(type(e).__name__, e)
class F(E): pass
print(type(F.fromkeys([7])).__name__)
class Odd(dict):
    def __new__(cls):
        return [1]
try:
    Odd.fromkeys('a')
except TypeError as ex:
    print('TypeError', ex)
for args in ((), (1, 2, 3)):
    try:
        D.fromkeys(*args)
    except TypeError as ex:
        print(ex)
try:
    D.fromkeys(5)
except TypeError as ex:
    print(ex)
from collections import OrderedDict, defaultdict, Counter
print(type(OrderedDict.fromkeys('a')).__name__, type(defaultdict.fromkeys('a')).__name__)
class O(OrderedDict): pass
print(type(O.fromkeys('ab')).__name__, O.fromkeys('ab'))
