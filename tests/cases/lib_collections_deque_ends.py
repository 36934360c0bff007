# deque: both ends O(1) (popleft moves a head index), checked against a
# list model over random operations, maxlen trimming at either end
from collections import deque
import copy, random
random.seed(5)
d = deque(); ref = []
for step in range(400):
    op = random.randrange(8)
    x = random.randrange(100)
    if op == 0: d.append(x); ref.append(x)
    elif op == 1: d.appendleft(x); ref.insert(0, x)
    elif op == 2 and ref: assert d.pop() == ref.pop()
    elif op == 3 and ref: assert d.popleft() == ref.pop(0)
    elif op == 4 and ref: i = random.randrange(-len(ref), len(ref)); assert d[i] == ref[i]; d[i] = x; ref[i] = x
    elif op == 5: d.rotate(x % 7 - 3); n = x % 7 - 3; ref[:] = ref[-n % len(ref):] + ref[:-n % len(ref)] if ref else ref
    elif op == 6 and step % 50 == 0: d.extendleft([1, 2]); ref[:0] = [2, 1]
    elif op == 7: assert list(d) == ref and len(d) == len(ref) and bool(d) == bool(ref)
print(len(d), list(d) == ref, d == deque(ref), copy.copy(d) == d, copy.deepcopy(d) == d, repr(deque(ref[:5])))
m = deque(maxlen=3)
for i in range(10): m.append(i)
print(m)
for i in range(10): m.appendleft(i)
print(m, m.maxlen)
z = deque(maxlen=0); z.append(1); z.appendleft(2); print(z)
q = deque(range(1500))
s = 0
while q:
    s += q.popleft()
    if s % 7 == 0: q.append(1)
print(s, len(q))
q = deque([1, 2, 3]); q.popleft(); q.appendleft(9); q.appendleft(8); print(q, q[0], q[-1], list(reversed(q)), 9 in q, q.index(9), q.count(2))
q.clear(); q.appendleft(1); print(q); q.extend(q); print(q, q * 2, q + deque([5]))
q.insert(1, 7); q.remove(1); q.reverse(); print(q); del q[0]; print(q, len(q))
try: deque().popleft()
except IndexError as e: print(e)
try: deque().pop()
except IndexError as e: print(e)
