# Plan delivery routes on a warehouse grid with A* and BFS.
import heapq
from collections import deque

GRID = """\
S....#....
.##..#.##.
.#...#..#.
.#.###..#.
...#...##.
.#...#....
.#####.##.
......#..G
""".splitlines()

H, W = len(GRID), len(GRID[0])
find = lambda ch: next((r, c) for r in range(H) for c in range(W) if GRID[r][c] == ch)
start, goal = find("S"), find("G")

def neighbors(p):
    r, c = p
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < H and 0 <= nc < W and GRID[nr][nc] != "#":
            yield nr, nc

def bfs(src):
    dist = {src: 0}
    q = deque([src])
    while q:
        p = q.popleft()
        for n in neighbors(p):
            if n not in dist:
                dist[n] = dist[p] + 1
                q.append(n)
    return dist

def astar(src, dst, cost=lambda p: 1):
    h = lambda p: abs(p[0] - dst[0]) + abs(p[1] - dst[1])
    open_ = [(h(src), 0, src)]
    came, g = {src: None}, {src: 0}
    expanded = 0
    while open_:
        f, gc, p = heapq.heappop(open_)
        if gc > g[p]:
            continue
        expanded += 1
        if p == dst:
            path = []
            while p is not None:
                path.append(p)
                p = came[p]
            return path[::-1], gc, expanded
        for n in neighbors(p):
            ng = gc + cost(n)
            if ng < g.get(n, float("inf")):
                g[n], came[n] = ng, p
                heapq.heappush(open_, (ng + h(n), ng, n))
    return None, float("inf"), expanded

dist = bfs(start)
print(f"grid {W}x{H}, reachable cells: {len(dist)}, farthest: {max(dist.values())}")
path, cost, expanded = astar(start, goal)
print(f"A* path length {len(path) - 1}, cost {cost}, expanded {expanded}")
canvas = [list(row) for row in GRID]
for r, c in path[1:-1]:
    canvas[r][c] = "*"
print("\n".join("".join(row) for row in canvas))

# Weighted: congestion from the metrics tool makes some columns expensive.
load = [m["errors"] for m in get_metrics("web-01", points=W)]
print("column load:", load)
path2, cost2, exp2 = astar(start, goal, cost=lambda p: 1 + load[p[1]])
print(f"weighted cost {cost2} over {len(path2) - 1} steps (expanded {exp2})")
print("differs:", path2 != path, "first divergence:",
      next((i for i, (a, b) in enumerate(zip(path, path2)) if a != b), None))

blocked = (4, 4)
GRID[4] = GRID[4][:4] + "#" + GRID[4][5:]
p3, c3, _ = astar(start, goal)
print("after blocking", blocked, "->", c3, "steps" if p3 else "unreachable")
unreach = sorted(set((r, c) for r in range(H) for c in range(W) if GRID[r][c] != "#") - set(bfs(start)))
print("unreachable cells:", unreach)
print(heapq.nsmallest(3, dist.items(), key=lambda kv: (-kv[1], kv[0])))
