# 'x in iterator' where x or an item has a Python __eq__: the iterator is
# consumed up to the first equal item and no further, as in CPython.
class V:
    def __init__(s, x): s.x = x
    def __eq__(s, o): print('eq', s.x, o); return s.x == (o.x if isinstance(o, V) else o)
    def __hash__(s): return hash(s.x)
    def __repr__(s): return 'V(%r)' % s.x
for needle, items in [(V(2), [2, 3, 2, V(1), 3]), (V(2), [1, V(7), 2, 5]), (2, [1, V(2), 3]),
                      (2, [1, V(5), 2, 9]), (V(9), [1, 2])]:
    for mk in (iter, lambda l: iter(tuple(l)), lambda l: reversed(l)):
        it = mk(items)
        print(needle in it, list(it))
it = iter({1: 0, 2: 0, 3: 0}.keys())
print(V(2) in it, list(it))
