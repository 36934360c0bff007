# Shortest routes between cities: Dijkstra, BFS by hops, A*-free MST, with formatted tables.
import heapq
from collections import defaultdict, deque
from itertools import combinations, permutations
from math import radians, sin, cos, asin, sqrt, inf

CITIES = {"Paris": (48.8566, 2.3522), "Oslo": (59.9139, 10.7522), "Cairo": (30.0444, 31.2357),
          "Lima": (-12.0464, -77.0428), "Tokyo": (35.6762, 139.6503), "Sydney": (-33.8688, 151.2093)}
LINKS = [("Paris", "Oslo"), ("Paris", "Cairo"), ("Cairo", "Tokyo"), ("Oslo", "Tokyo"),
         ("Tokyo", "Sydney"), ("Lima", "Paris"), ("Lima", "Sydney"), ("Cairo", "Sydney")]

def haversine(a, b):
    (la1, lo1), (la2, lo2) = (map(radians, CITIES[a]), map(radians, CITIES[b]))
    h = sin((la2 - la1) / 2) ** 2 + cos(la1) * cos(la2) * sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371 * asin(sqrt(h))

graph = defaultdict(dict)
for a, b in LINKS:
    d = round(haversine(a, b))
    graph[a][b] = graph[b][a] = d

def dijkstra(src):
    dist = {c: inf for c in CITIES}
    prev = {}
    dist[src] = 0
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist[u]:
            continue
        for v, w in sorted(graph[u].items()):
            if d + w < dist[v]:
                dist[v], prev[v] = d + w, u
                heapq.heappush(pq, (d + w, v))
    return dist, prev

def path_to(prev, dst):
    out = [dst]
    while out[-1] in prev:
        out.append(prev[out[-1]])
    return out[::-1]

dist, prev = dijkstra("Lima")
for c in sorted(CITIES, key=dist.get):
    print(f"{c:<7}{dist[c]:>8,} km  {' > '.join(path_to(prev, c))}")

def bfs_hops(src):
    hops = {src: 0}
    q = deque([src])
    while q:
        u = q.popleft()
        for v in sorted(graph[u]):
            if v not in hops:
                hops[v] = hops[u] + 1
                q.append(v)
    return hops
print(bfs_hops("Oslo"))

parent = {c: c for c in CITIES}
def find(x):
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x
mst = []
for d, a, b in sorted((haversine(a, b), a, b) for a, b in combinations(sorted(CITIES), 2)):
    ra, rb = find(a), find(b)
    if ra != rb:
        parent[ra] = rb
        mst.append((a, b, round(d)))
print("MST:", mst, "total", sum(d for *_, d in mst))
tour = min(permutations(sorted(CITIES)[1:]), key=lambda p: sum(haversine(x, y) for x, y in zip(("Cairo",) + p, p + ("Cairo",))))
print("tour from Cairo:", " -> ".join(("Cairo",) + tour + ("Cairo",)))
for city in ["Oslo", "Sydney"]:
    w = get_weather(city)
    print(f"{city}: {w['temp']:+.1f}°{w['units']} {w['sky']}, nearest: {min(graph[city], key=graph[city].get)}")
print(f"{dist['Tokyo'] / 900:.1f} h at 900 km/h;", dist == dict(sorted(dist.items())), inf, -inf, inf - inf)
