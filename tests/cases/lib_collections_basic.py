from collections import Counter, defaultdict, OrderedDict, deque, namedtuple, ChainMap
c = Counter('abracadabra')
print(c, c.most_common(2), c['z'], c.total(), sorted(c.elements()))
c.update({'a': 1}, z=2); c.subtract('aaz')
print(c, repr(Counter()), Counter(a=3, b=-1) + Counter(b=2), Counter(a=3) - Counter(a=1, c=2))
print(Counter(a=3, b=1) | Counter(a=1, b=5), Counter(a=3, b=1) & Counter(a=1, b=5), -Counter(a=-2, b=1), +Counter(a=-2, b=1))
print(Counter('aab') == Counter('aba'), isinstance(c, dict), len(c), list(c))
d = defaultdict(list)
d['x'].append(1); d['y']
print(d, d['x'], dict(d), defaultdict(int, a=1), defaultdict())
try:
    defaultdict()['q']
except KeyError as e:
    print('KeyError', e)
o = OrderedDict(a=1, b=2, c=3)
o.move_to_end('a'); print(o, o.popitem(), o.popitem(last=False), o)
o['b'] = 2; o.move_to_end('b', last=False); print(o, OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == dict(b=2, a=1), OrderedDict())
q = deque([1, 2, 3], maxlen=3)
q.append(4); q.appendleft(0); print(q, q.maxlen, len(q), q[0], q[-1], bool(q), list(q))
q.rotate(1); print(q); q.rotate(-2); print(q)
q2 = deque(); q2.extend('abc'); q2.extendleft('xy'); print(q2, q2.pop(), q2.popleft(), q2.index('b'), q2.count('a'))
q2.insert(1, 'k'); q2.remove('a'); q2.reverse(); print(q2, q2 == deque(['c', 'b', 'k', 'x'][::-1][::-1]), deque() == deque())
try:
    deque().pop()
except IndexError as e:
    print(e)
try:
    q2[10]
except IndexError as e:
    print(e)
P = namedtuple('Point', 'x y')
p = P(1, y=2)
print(p, p.x, p[1], P._fields, p._asdict(), p._replace(x=5), P._make([3, 4]), tuple(p), p == (1, 2))
x, y = p; print(x, y, type(p).__name__, isinstance(p, tuple), P)
Q = namedtuple('Q', ['a', 'b', 'c'], defaults=[0, 9])
print(Q(1), Q(1, 2), Q._field_defaults, namedtuple('R', 'a def _x', rename=True)._fields)
for bad in [lambda: P(1), lambda: P(1, 2, 3), lambda: P(1, 2, z=3), lambda: namedtuple('A', 'x x'), lambda: namedtuple('A', '_x'), lambda: namedtuple('A', 'def'), lambda: p._replace(w=1)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
cm = ChainMap({'a': 1}, {'a': 2, 'b': 3})
print(cm, cm['a'], cm['b'], len(cm), list(cm), dict(cm.items()), cm.new_child({'z': 0}), cm.parents)
cm['c'] = 4; print(cm.maps, 'b' in cm, cm.get('q', 7))
