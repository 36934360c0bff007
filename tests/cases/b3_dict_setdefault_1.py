graph = {}
edges = [('a', 'b'), ('a', 'c'), ('b', 'c'), ('c', 'a'), ('d', 'a')]
for src, dst in edges:
    graph.setdefault(src, []).append(dst)
    graph.setdefault(dst, [])
print(graph)
counts = {}
for ch in 'setdefault':
    counts.setdefault(ch, 0)
    counts[ch] += 1
print(counts)
d = {}
print(d.setdefault('x'), d, d.setdefault('x', 5), d.setdefault('y', []), d)
nested = {}
nested.setdefault('a', {}).setdefault('b', {}).setdefault('c', 1)
print(nested, nested['a']['b'].setdefault('c', 2))
