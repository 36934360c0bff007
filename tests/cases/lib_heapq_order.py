# heapq against CPython: results, the comparisons made (their order and
# operands, as a digest) and key() calls of nsmallest/nlargest (heap of n),
# heappush/heappop/heapify/heapreplace/heappushpop and merge (also reversed
# and keyed); argument errors.
import heapq, random
def digest(x):
    return sum((i + 1) * ord(c) for i, c in enumerate(repr(x))) % 1000003
log = []
class V:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        log.append(('lt', self.v, o.v)); return self.v < o.v
    def __eq__(self, o):
        log.append(('eq', self.v, o.v)); return self.v == o.v
    def __repr__(self): return 'V(%r)' % self.v
r = random.Random(5)
for trial in range(20):
    data = [V(r.randrange(8)) for _ in range(r.randrange(0, 14))]
    n = r.randrange(-1, 8)
    for fn in (heapq.nsmallest, heapq.nlargest):
        for key in (None, lambda x: (log.append(('key', x.v)), x.v)[1]):
            for src in (data, iter(data)):
                del log[:]
                res = fn(n, src, key=key)
                print(fn.__name__, n, res, len(log), log[:6], digest(log))
    h = []
    del log[:]
    for x in data:
        heapq.heappush(h, x)
    out = [heapq.heappop(h) for _ in range(len(h) // 2)]
    if data:
        heapq.heappushpop(h, data[0]); heapq.heapreplace(h, data[-1]) if h else None
    h2 = list(data); heapq.heapify(h2)
    print('heap', out, h, h2, digest(log))
    parts = [sorted(data[i::3], key=lambda v: v.v) for i in range(3)]
    for rev in (False, True):
        ps = [sorted(p, key=lambda v: v.v, reverse=rev) for p in parts]
        for key in (None, lambda x: (log.append(('key', x.v)), x.v)[1]):
            del log[:]
            print('merge', rev, list(heapq.merge(*ps, key=key, reverse=rev)), digest(log))
g = heapq.merge([1, 3], [2], iter([0, 5]))
print(next(g), next(g), list(g))
try:
    heapq.heappush((), 1)
except TypeError as e:
    print(e)
try:
    heapq.heappop([])
except IndexError as e:
    print(e)
print(heapq.nsmallest(2, 'hello'), heapq.nlargest(3, {3: 1, 1: 2, 5: 0}))
try:
    heapq.nsmallest(2.0, [1])
except TypeError as e:
    print(e)
try:
    heapq.nlargest(2.0, iter([1, 2, 3]))
except TypeError as e:
    print(e)
print(heapq.nlargest(3, range(100), key=lambda x: -x), heapq.nsmallest(1, []), heapq.nlargest(1, [3, 1, 3]))
