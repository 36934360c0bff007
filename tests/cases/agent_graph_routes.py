import heapq
from collections import defaultdict, deque
from typing import Dict, List, Tuple, Optional, Set
import math

EDGES = [
    ("AMS", "LHR", 45), ("AMS", "CDG", 75), ("LHR", "JFK", 480), ("CDG", "JFK", 510),
    ("AMS", "FRA", 70), ("FRA", "JFK", 530), ("JFK", "SFO", 390), ("LHR", "SFO", 660),
    ("CDG", "DXB", 400), ("FRA", "DXB", 380), ("DXB", "SIN", 450), ("SIN", "SFO", 960),
]
graph: Dict[str, List[Tuple[str, int]]] = defaultdict(list)
for a, b, m in EDGES:
    graph[a].append((b, m))
    graph[b].append((a, m))

def dijkstra(src: str, dst: str) -> Tuple[float, List[str]]:
    dist = {src: 0}
    prev: Dict[str, Optional[str]] = {src: None}
    pq = [(0, src)]
    seen: Set[str] = set()
    while pq:
        d, node = heapq.heappop(pq)
        if node in seen:
            continue
        seen.add(node)
        if node == dst:
            break
        for nxt, w in sorted(graph[node]):
            nd = d + w
            if nd < dist.get(nxt, math.inf):
                dist[nxt] = nd
                prev[nxt] = node
                heapq.heappush(pq, (nd, nxt))
    if dst not in dist:
        return math.inf, []
    path, cur = [], dst
    while cur is not None:
        path.append(cur)
        cur = prev[cur]
    return dist[dst], path[::-1]

def bfs_hops(src: str) -> Dict[str, int]:
    hops = {src: 0}
    q = deque([src])
    while q:
        n = q.popleft()
        for nxt, _ in graph[n]:
            if nxt not in hops:
                hops[nxt] = hops[n] + 1
                q.append(nxt)
    return hops

for s, d in [("AMS", "SFO"), ("LHR", "SIN"), ("SIN", "AMS"), ("AMS", "XXX")]:
    cost, path = dijkstra(s, d)
    if path:
        h, m = divmod(cost, 60)
        print(f"{s}->{d}: {' > '.join(path)} ({h}h{m:02d}m, {len(path) - 1} legs)")
    else:
        print(f"{s}->{d}: unreachable ({cost})")
print(sorted(bfs_hops("AMS").items(), key=lambda kv: (kv[1], kv[0])))
deg = sorted(((len(v), k) for k, v in graph.items()), reverse=True)
print("hubs:", deg[:3])

def all_paths(src, dst, limit=4):
    stack = [(src, [src])]
    found = []
    while stack:
        node, path = stack.pop()
        if node == dst:
            found.append(path)
            continue
        if len(path) > limit:
            continue
        for nxt, _ in graph[node]:
            if nxt not in path:
                stack.append((nxt, path + [nxt]))
    return found

paths = all_paths("AMS", "JFK")
print(len(paths), min(paths, key=len), sorted(map(len, paths)))
total = lambda p: sum(dict(graph[a])[b] for a, b in zip(p, p[1:]))
print(sorted((total(p), "-".join(p)) for p in paths)[:3])
print(math.inf > 10**100, -math.inf, math.isinf(float("inf")), float("nan") == float("nan"), math.isnan(math.nan))
print(math.dist((0, 0), (3, 4)), math.prod([1, 2, 3, 4]), math.comb(10, 3), math.perm(5, 2), math.factorial(12))
print(math.gcd(84, 36), math.lcm(4, 6), math.sqrt(2), math.pi, math.e, math.tau, math.degrees(math.pi / 3), math.radians(180))
print(math.trunc(-3.7), math.copysign(3, -0.0), math.fmod(-7, 3), -7 % 3, math.modf(3.25), math.frexp(8.0), math.log2(1024), math.log(8, 2), math.exp(1))
print(math.atan2(1, 1), math.sin(math.pi / 6), math.cos(0), math.hypot(3, 4, 12), math.isqrt(99), math.ulp(1.0), math.floor(2.5), math.ceil(-2.5))
