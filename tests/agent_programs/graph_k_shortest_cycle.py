# Route planning between services: Dijkstra with path reconstruction, Yen's
# k-shortest paths, then a deploy order with graphlib that ends in an
# uncaught CycleError when a bad dependency is added.
import heapq
from collections import defaultdict
from graphlib import TopologicalSorter

tasks = list_tasks()
edges = defaultdict(dict)
for t in tasks:
    for d in t["deps"]:
        edges[d][t["id"]] = t["estimate_h"]
# extra shortcuts with latencies from the metrics tool
lat = [p["errors"] + 1 for p in get_metrics("web-05", points=4)]
edges["T1"]["T5"] = 9 + lat[0]
edges["T2"]["T6"] = 4 + lat[1]
edges["T3"]["T7"] = 12 + lat[2]
print({k: dict(sorted(v.items())) for k, v in sorted(edges.items())})


def dijkstra(src, dst, banned_edges=frozenset(), banned_nodes=frozenset()):
    dist, prev = {src: 0}, {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if u == dst:
            path = [u]
            while u in prev:
                u = prev[u]
                path.append(u)
            return d, path[::-1]
        if d > dist[u]:
            continue
        for v, w in sorted(edges[u].items()):
            if (u, v) in banned_edges or v in banned_nodes:
                continue
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v], prev[v] = nd, u
                heapq.heappush(pq, (nd, v))
    return float("inf"), []


def yen(src, dst, k):
    best = [dijkstra(src, dst)]
    candidates = []
    for i in range(1, k):
        last_cost, last_path = best[-1]
        for j in range(len(last_path) - 1):
            spur, root = last_path[j], last_path[: j + 1]
            banned = {(p[j], p[j + 1]) for _, p in best if p[: j + 1] == root and len(p) > j + 1}
            cost, spur_path = dijkstra(spur, dst, frozenset(banned), frozenset(root[:-1]))
            if spur_path:
                root_cost = sum(edges[a][b] for a, b in zip(root, root[1:]))
                cand = (root_cost + cost, root[:-1] + spur_path)
                if cand not in candidates and cand not in best:
                    heapq.heappush(candidates, cand)
        if not candidates:
            break
        best.append(heapq.heappop(candidates))
    return best


for cost, path in yen("T1", "T7", 4):
    print(f"  {cost:>3}h  {' -> '.join(path)}")
print("unreachable:", dijkstra("T7", "T1"))

ts = TopologicalSorter({t["id"]: t["deps"] for t in tasks})
ts.prepare()
wave = 0
while ts.is_active():
    ready = sorted(ts.get_ready())
    wave += 1
    print(f"wave {wave}: {ready}")
    ts.done(*ready)
print("static order:", list(TopologicalSorter({t["id"]: t["deps"] for t in tasks}).static_order()))
try:
    ts.done("T1")
except ValueError as e:
    print("ValueError:", e)

graph = {t["id"]: set(t["deps"]) for t in tasks}
graph["T1"] = {"T7"}
print("adding T1 -> T7 and sorting again")
order = list(TopologicalSorter(graph).static_order())
print(order)
