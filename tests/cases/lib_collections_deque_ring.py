# not under ASan: fills and rotates deques of 10**5 items, over 90 s of CPU with GC stress
# collections.deque over its native ring: growth and shrinking past the
# ring's size, wrap-around, rotate (big counts too), insert/del on either
# side, maxlen on both ends, and the iterators (live items, "deque mutated
# during iteration", length hints), as CPython's
from collections import deque
import copy

d = deque()
for i in range(100):
    d.append(i) if i % 3 else d.appendleft(i)
print(len(d), d[0], d[-1], d[50], list(d)[:6])
for i in range(90):
    (d.popleft if i % 2 else d.pop)()
print(d, len(d))
d.extend(range(1000))
d.rotate(10**9)
print(d[0], d[-1], d[500])
d.rotate(-10**9 - 7)
print(d[0], d[-1])
while len(d) > 3:
    d.popleft()
print(d)

r = deque(range(10))
for k in (3, -4, 5, -5, 0, 11, -21):
    r.rotate(k)
    print(k, list(r))
r.insert(2, 'a'); r.insert(-2, 'b'); r.insert(100, 'c'); r.insert(-100, 'd')
print(r)
del r[1]; del r[-2]; del r[5]
print(r, r.index('b'), r.count(3), 'c' in r)
r.remove('b')
r.reverse()
print(r)

m = deque(range(5), maxlen=3)
m.append(9); m.appendleft(8); m.extend('xy'); m.extendleft('uv')
print(m, m.maxlen)
try:
    m.insert(0, 1)
except IndexError as e:
    print('IndexError', e)
z = deque(maxlen=0)
z.append(1); z.extendleft([1, 2])
print(z, len(z), bool(z))

d = deque('abc')
it = iter(d)
print(it.__length_hint__(), next(it), it.__length_hint__())
d[1] = 'B'
print(next(it))
d.reverse()
print(next(it), next(it, 'end'))
d.append('x')
for _ in range(2):
    try:
        next(it)
    except RuntimeError as e:
        print('RuntimeError', e)
rit = reversed(deque(range(4)))
print(list(rit), next(rit, 'end'))
d = deque(range(3))
it = iter(d)
d.clear()
print(next(it, 'end') if False else 'cleared')
try:
    next(it)
except RuntimeError as e:
    print('RuntimeError', e)
e = deque()
it = iter(e)
e.clear(); e.extend([]); e.rotate(5)
print(next(it, 'end'))
try:
    for x in d:
        d.append(x)
except RuntimeError as e:
    print('RuntimeError', e)
print(type(iter(deque())).__name__, type(reversed(deque())).__name__)

class Q(deque):
    def __init__(self, items=(), note='q'):
        super().__init__(items, 5)
        self.note = note
    def peek(self):
        return self[0] if self else None
q = Q(range(8), 'n')
print(q, q.peek(), q.note, q.copy(), type(q * 2).__name__, q * 2, q + deque('ab'))
print(copy.copy(q), copy.deepcopy(q).note, q.__reduce__()[:3])
class Bare(deque):
    def __init__(self):
        pass
b = Bare()
b.append(1)
print(b, len(b), b.maxlen)
big = deque(range(10**5))
big.rotate(-3)
print(sum(big), big[0], big[-1], 77 in big, big.index(99999))
