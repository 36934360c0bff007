# Natives that consume an iterator (sum, min, max, any, all, bytes) and
# meet an item needing Python code (__add__/__radd__, __lt__, __bool__,
# __len__, __index__) part way through: the Python version takes over with
# every item, and a short cut (any/all) leaves the rest of the iterator.
class V:
    def __init__(s, x): s.x = x
    def __radd__(s, o): return V(s.x + o)
    def __add__(s, o): return V(s.x + (o.x if isinstance(o, V) else o))
    def __lt__(s, o): return s.x < o.x
    def __gt__(s, o): return s.x > o.x
    def __index__(s): return s.x
    def __repr__(s): return 'V(%r)' % s.x

class B:
    def __init__(s, v): s.v = v
    def __bool__(s):
        print('  bool', s.v)
        return s.v
    def __repr__(s): return 'B(%r)' % s.v

class L:
    def __init__(s, n): s.n = n
    def __len__(s): return s.n

class Boom:
    def __bool__(s): raise RuntimeError('no truth')

print(sum(iter([1, 2, V(3), 4])), sum([1, 2, V(3), 4]))
print(sum(iter([1, 2, V(3), 4]), 10), sum(iter([1, 2, V(3), 4]), start=100))
print(sum(iter([1.5, V(3)])), sum(iter([V(1), V(2)]), V(0)))
print(max(iter([V(1), V(5), V(2)])), min(iter([V(4), V(1), V(2)])))
for f in (any, all):
    print(f.__name__)
    print(f([0, B(False), B(True), 1]))
    print(f(iter([0, 1, B(False), B(True), 1])))
    print(f(iter((1, 0, B(False), B(True), 1))))
    print(f([L(0), L(2)]), f(iter([L(0), L(3)])), f(x for x in [L(0)]))
    print(f(reversed([B(True), B(False)])))
    try:
        f([Boom()])
    except RuntimeError as e:
        print('RuntimeError', e)
it = iter([B(True), 5, 6])
print(any(it), list(it))
it = iter([0, B(False), 7, 8])
print(all(it), list(it))
it = iter(range(3))
print(any(it), list(it))
it = reversed([1, 2, B(False), 4])
print(all(it), list(it))
print(bytes(iter([65, V(66), 67])), bytearray(iter([65, V(66), 67])))
