graph = {'a': ['b', 'c'], 'b': ['d'], 'c': ['d', 'e'], 'd': ['f'], 'e': ['f'], 'f': []}
def bfs(start, goal):
    frontier = [[start]]
    seen = {start}
    while frontier:
        path = frontier.pop(0)
        if path[-1] == goal:
            return path
        for nxt in graph[path[-1]]:
            if nxt not in seen:
                seen.add(nxt)
                frontier.append(path + [nxt])
    return None
print(bfs('a', 'f'), bfs('c', 'f'), bfs('f', 'a'), bfs('a', 'a'))
indeg = {n: 0 for n in graph}
for outs in graph.values():
    for m in outs:
        indeg[m] += 1
print(indeg, [n for n, d in indeg.items() if d == 0])
order = []
ready = sorted(n for n, d in indeg.items() if d == 0)
while ready:
    n = ready.pop(0)
    order.append(n)
    for m in graph[n]:
        indeg[m] -= 1
        if indeg[m] == 0:
            ready.append(m)
print(order)
