routes = {frozenset(['a', 'b']): 5, frozenset(['b', 'c']): 3, frozenset(['a', 'c']): 9}
def dist(x, y):
    return routes.get(frozenset([x, y]), float('inf'))
print(dist('a', 'b'), dist('b', 'a'), dist('c', 'b'), dist('a', 'd'))
best = min(routes, key=routes.get)
print(sorted(best), routes[best], sum(routes.values()))
seen = {}
for pair in [('x', 'y'), ('y', 'x'), ('x', 'z'), ('y', 'x')]:
    k = frozenset(pair)
    seen[k] = seen.get(k, 0) + 1
print(sorted((sorted(k), v) for k, v in seen.items()))
print(frozenset('ab') == frozenset('ba'), hash(frozenset('ab')) == hash(frozenset('ba')), {frozenset(): 0}[frozenset([])])
