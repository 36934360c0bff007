# OrderedDict.move_to_end keeps the key the dict stores (1 when True is
# asked for, a user key object equal to the one given), as CPython does.
from collections import OrderedDict
o = OrderedDict([(1, 'a'), ('b', 2), (2.0, 'c')])
o.move_to_end(True)
print(o)
o.move_to_end(2, last=False)
print(o)
o.move_to_end(1.0)
print(o)
try:
    o.move_to_end(5)
except KeyError as e:
    print('KeyError', e)
class K:
    def __init__(s, v): s.v = v
    def __hash__(s): return hash(s.v)
    def __eq__(s, o): return isinstance(o, K) and o.v == s.v
    def __repr__(s): return 'K(%r)' % s.v
k1 = K(1)
o[k1] = 'k'
o.move_to_end(K(1))
print(o, list(o)[-1] is k1)
o.move_to_end((1, 2)) if (1, 2) in o else print('no tuple')
o[(True, 2)] = 't'
o.move_to_end((1, 2), last=False)
print(o)
