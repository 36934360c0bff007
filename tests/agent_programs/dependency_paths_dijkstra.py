# Critical path and cheapest routes: heapq-based Dijkstra, deque BFS, topological order from task deps.
import heapq
from collections import deque, defaultdict

tasks = {t["id"]: t for t in list_tasks()}
children = defaultdict(list)
indeg = {tid: 0 for tid in tasks}
for t in tasks.values():
    for d in t["deps"]:
        children[d].append(t["id"])
        indeg[t["id"]] += 1
ready = deque(sorted(t for t, n in indeg.items() if n == 0))
order = []
while ready:
    cur = ready.popleft()
    order.append(cur)
    for c in sorted(children[cur]):
        indeg[c] -= 1
        if indeg[c] == 0:
            ready.append(c)
print("order:", order)
finish = {}
for tid in order:
    t = tasks[tid]
    finish[tid] = max((finish[d] for d in t["deps"]), default=0) + t["estimate_h"]
end = max(finish, key=finish.get)
path = [end]
while tasks[path[-1]]["deps"]:
    path.append(max(tasks[path[-1]]["deps"], key=finish.get))
print("critical:", " <- ".join(path), finish[end], "h")

graph = {"AMS": {"BER": 6, "NYC": 7}, "BER": {"NYC": 9, "SFO": 14}, "NYC": {"SFO": 5}, "SFO": {}}
def dijkstra(src):
    dist = {src: 0}
    prev = {}
    heap = [(0, src)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph[u].items():
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v], prev[v] = nd, u
                heapq.heappush(heap, (nd, v))
    return dist, prev
dist, prev = dijkstra("AMS")
print(dist)
node, route = "SFO", []
while node != "AMS":
    route.append(node)
    node = prev[node]
print("AMS -> " + " -> ".join(reversed(route)))
stock = {wh: sum(r["qty"] for r in get_inventory(wh)) for wh in graph}
print(stock)
h = [(-q, wh) for wh, q in stock.items()]
heapq.heapify(h)
print([heapq.heappop(h)[1] for _ in range(2)], heapq.nsmallest(2, stock.items(), key=lambda kv: kv[1]), heapq.nlargest(1, stock.values()))
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [5])), list(heapq.merge(["b", "a"], ["c"], key=len, reverse=True)))
q = [5, 1, 3]
heapq.heapify(q)
print(heapq.heappushpop(q, 0), heapq.heapreplace(q, 7), q)
dq = deque(range(5), maxlen=5)
dq.append(5)
dq.appendleft(-1)
print(dq, dq.count(3), dq.index(3), 3 in dq)
dq.remove(3)
dq.reverse()
print(dq, dq.pop(), dq.popleft(), len(dq), deque("ab") + deque("c"), deque([1]) * 3)
try:
    deque().pop()
except IndexError as e:
    print("IndexError:", e)
try:
    dq.index(99)
except ValueError as e:
    print("ValueError:", e)
