# collections.deque as agent code uses it: a BFS over a grid graph, a
# sliding-window maximum, a bounded history (maxlen), a round-robin queue
# (rotate), and max/min with an itemgetter key over the results.
from collections import deque, OrderedDict
from operator import itemgetter

W, H = 300, 300
walls = set()
seed = 7
for i in range(W * H // 6):
    seed = (seed * 1103515245 + 12345) % 2147483648
    walls.add((seed % W, (seed >> 9) % H))
walls -= {(0, 0), (1, 0), (0, 1), (1, 1)}

dist = {(0, 0): 0}
q = deque([(0, 0)])
while q:
    x, y = q.popleft()
    d = dist[(x, y)] + 1
    for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
        if 0 <= nx < W and 0 <= ny < H and (nx, ny) not in walls and (nx, ny) not in dist:
            dist[(nx, ny)] = d
            q.append((nx, ny))
print(len(dist), max(dist.values()))

vals = []
for i in range(200000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    vals.append(seed % 10007)
k = 50
win = deque()
best = []
for i, v in enumerate(vals):
    while win and vals[win[-1]] <= v:
        win.pop()
    win.append(i)
    if win[0] <= i - k:
        win.popleft()
    if i >= k - 1:
        best.append(vals[win[0]])
print(sum(best), best[:5])

hist = deque(maxlen=100)
total = 0
for v in vals:
    hist.append(v)
    total += hist[0] - hist[-1]
print(total, len(hist), list(hist)[:3])

rr = deque(range(64))
picked = 0
for i in range(100000):
    rr.rotate(-3)
    picked += rr[0]
    if i % 1000 == 0:
        rr.appendleft(rr.pop())
print(picked, 7 in rr, rr.count(5), rr.index(9))

rows = [{"id": i, "score": (i * 7919) % 1009, "name": "n%d" % i} for i in range(20000)]
get = itemgetter("score")
hi = lo = 0
for j in range(20):
    hi += max(rows, key=get)["id"]
    lo += min(rows, key=itemgetter("score", "id"))["id"]
print(hi, lo)

od = OrderedDict((i, i * i) for i in range(50000))
s = 0
while od:
    s += od.popitem(last=False)[1]
print(s)
