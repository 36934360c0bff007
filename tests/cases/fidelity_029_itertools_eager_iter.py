# itertools functions take iter() of their iterable arguments when called:
# a value that cannot be iterated raises TypeError there, as in CPython.
import itertools as it
bad = [(it.cycle, (10,)), (it.cycle, (None,)), (it.accumulate, (5,)), (it.compress, (1, [1])),
       (it.compress, ([1], 2)), (it.dropwhile, (bool, 3)), (it.filterfalse, (None, 3)),
       (it.groupby, (3,)), (it.pairwise, (3,)), (it.starmap, (pow, 3)), (it.takewhile, (bool, 3)),
       (it.zip_longest, ([1], 5)), (it.zip_longest, (5,)), (it.islice, (1, 2))]
for f, a in bad:
    try:
        g = f(*a)
        print(f.__name__, 'made', type(g).__name__)
    except TypeError as e:
        print(f.__name__, 'TypeError', e)
print(list(it.accumulate([1, 2, 3])), list(it.accumulate([1, 2], initial=10)))
print(list(it.compress('abc', [1, 0, 1])), list(it.dropwhile(lambda x: x < 2, [1, 2, 1])))
print(list(it.filterfalse(None, [0, 1, 2])), [(k, list(g)) for k, g in it.groupby('aabbbc')])
print(list(it.pairwise('abcd')), list(it.starmap(pow, [(2, 3)])),
      list(it.takewhile(lambda x: x < 3, [1, 2, 3, 1])))
print(list(it.zip_longest('ab', 'c', fillvalue='-')), list(it.zip_longest()))
c = it.cycle(iter([1, 2]))
print([next(c) for _ in range(5)])
