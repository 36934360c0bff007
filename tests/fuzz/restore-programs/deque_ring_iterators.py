import collections
# a deque whose ring has wrapped (head past the middle), a bounded one, a
# subclass instance, and both deque iterators part way, saved at a pause
dq = collections.deque(range(6))
for i in range(5):
    dq.append(dq.popleft() * 2)
dq.rotate(3)
bounded = collections.deque('abcdef', maxlen=4)
class Q(collections.deque):
    def first(self):
        return self[0]
q = Q([1.5, None, 'x'])
it = iter(dq); next(it)
rit = reversed(bounded); next(rit)
print(pause(list(dq), q.first()), next(it), list(rit), len(q), bounded)
dq.append(1)
try:
    next(it)
except RuntimeError as e:
    print(e)
