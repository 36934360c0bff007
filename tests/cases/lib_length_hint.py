# __length_hint__ of the builtin iterators and operator.length_hint, as CPython
import operator

def show(label, it):
    seen = [it.__length_hint__()]
    for _ in it:
        seen.append(it.__length_hint__())
    print(label, seen, operator.length_hint(it))

show('list', iter([1, 2, 3]))
show('tuple', iter((1, 2)))
show('str', iter('aé€z'))
show('ascii', iter('abc'))
show('range', iter(range(0, 10, 3)))
show('bytes', iter(b'xyz'))
show('bytearray', iter(bytearray(b'ab')))
show('dict', iter({'a': 1, 'b': 2, 'c': 3}))
show('values', iter({'a': 1, 'b': 2}.values()))
show('items', iter({'a': 1}.items()))
show('set', iter({1, 2, 3, 4}))
show('frozenset', iter(frozenset('ab')))
show('reversed list', reversed([1, 2, 3]))
show('reversed tuple', reversed((1, 2)))
show('reversed range', reversed(range(4)))
show('reversed dict', reversed({'a': 1, 'b': 2}))
big = iter(range(10**20))
next(big)
print('big range', big.__length_hint__())

lst = [1, 2, 3, 4]
it = iter(lst)
next(it)
lst.append(5)
print('grown list', it.__length_hint__())
del lst[:]
print('emptied list', it.__length_hint__())
rl = [1, 2, 3]
rv = reversed(rl)
next(rv)
rl.pop()
rl.pop()
print('shrunk reversed', rv.__length_hint__())
d = {1: 1, 2: 2}
di = iter(d)
next(di)
d[3] = 3
print('dict grown', di.__length_hint__())
s = {1, 2}
si = iter(s)
s.add(3)
print('set grown', si.__length_hint__())

for obj in ([1, 2], 'abc', {}, range(5), enumerate([1, 2]), zip([1], [2]), map(str, [1]),
            (x for x in [1]), iter(int, 1)):
    print(type(obj).__name__, operator.length_hint(obj), operator.length_hint(obj, 7),
          hasattr(obj, '__length_hint__'))

class Hint:
    def __init__(self, v):
        self.v = v
    def __length_hint__(self):
        return self.v

class Both(Hint):
    def __len__(self):
        return 11

class BadLen:
    def __len__(self):
        return 'x'
    def __length_hint__(self):
        return 4

class Raises:
    def __length_hint__(self):
        raise TypeError('no')

print(operator.length_hint(Hint(3)), operator.length_hint(Hint(NotImplemented), 9),
      operator.length_hint(Both(2)), operator.length_hint(BadLen()), operator.length_hint(Raises(), 5))
for bad in (Hint(-1), Hint(2.5), Hint('3')):
    try:
        operator.length_hint(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for default in ('x', 1.5, None):
    try:
        operator.length_hint([], default)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    iter([]).__length_hint__(1)
except TypeError as e:
    print('TypeError')
