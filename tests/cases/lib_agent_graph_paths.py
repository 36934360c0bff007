# an agent-style program: a weighted graph of dataclass edges, Dijkstra with heapq,
# a path rebuilt in a deque and joined, BFS, JSON of the adjacency
from dataclasses import dataclass, field
from typing import List, Dict, Optional
from enum import Enum, auto
import heapq, json, math
from collections import deque, defaultdict
class Kind(Enum):
    ROAD = auto(); RAIL = auto()
@dataclass(order=True)
class Edge:
    cost: float
    to: str = field(compare=False)
    kind: Kind = field(default=Kind.ROAD, compare=False)
graph: Dict[str, List[Edge]] = defaultdict(list)
for a, b, c in [("A", "B", 4), ("A", "C", 2), ("C", "B", 1), ("B", "D", 5), ("C", "D", 8), ("D", "E", 3)]:
    graph[a].append(Edge(c, b)); graph[b].append(Edge(c, a, Kind.RAIL))
def dijkstra(src):
    dist = {src: 0}; prev = {}; pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, math.inf): continue
        for e in graph[u]:
            nd = d + e.cost
            if nd < dist.get(e.to, math.inf):
                dist[e.to] = nd; prev[e.to] = u; heapq.heappush(pq, (nd, e.to))
    return dist, prev
dist, prev = dijkstra("A")
print(dist, prev)
path = deque(["E"])
while path[0] != "A": path.appendleft(prev[path[0]])
print(" -> ".join(path), sorted(graph["A"]), max(graph["B"]), graph["C"][0])
print(json.dumps({k: [(e.to, e.cost, e.kind.name) for e in v] for k, v in sorted(graph.items())}, indent=1)[:200])
def bfs(start):
    seen = {start}; q = deque([start]); order = []
    while q:
        u = q.popleft(); order.append(u)
        for e in sorted(graph[u], key=lambda e: e.to):
            if e.to not in seen: seen.add(e.to); q.append(e.to)
    return order
print(bfs("A"), len(graph), sum(len(v) for v in graph.values()), f"{math.hypot(3, 4):.1f}", math.isclose(dist["E"], 11))
memo = {}
def fib(n):
    if n in memo: return memo[n]
    memo[n] = n if n < 2 else fib(n - 1) + fib(n - 2)
    return memo[n]
print(fib(90), math.comb(50, 25), math.factorial(25), 2 ** 100, round(math.log2(fib(90)), 4))
