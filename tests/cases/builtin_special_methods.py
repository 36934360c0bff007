# special methods of builtin values, bound: d.__setitem__, it.__next__, ...
d = {}
d.__setitem__('a', 1)
print(d, d.__getitem__('a'), d.__contains__('a'), d.__len__(), d.__delitem__('a'), d)
s = {1, 2}
print(s.__contains__(1), s.__len__(), [].__hash__, (1, 2).__hash__() == hash((1, 2)))
it = iter(range(3))
print(it.__next__(), next(it), it.__iter__() is it, it.__next__())
try:
    it.__next__()
except StopIteration:
    print('stop')
def g():
    yield 1
gen = g()
print(gen.__next__(), gen.__iter__() is gen)
print([1, 2].__getitem__(1), 'abc'.__len__(), 'abc'.__contains__('b'), (5).__repr__(), 'x'.__str__())
print((1).__eq__(1), (1).__eq__('a'), 'a'.__ne__('b'), [1].__iter__().__next__())
m = map(str, [1])
print(m.__next__(), iter(zip([1], [2])).__next__(), enumerate('a').__next__())
try:
    (5).__len__
except AttributeError as x:
    print(x)
try:
    [].__next__
except AttributeError as x:
    print(x)
