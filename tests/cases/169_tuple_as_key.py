grid = {}
for x in range(3):
    for y in range(3):
        grid[(x, y)] = x * 3 + y
print(grid[(1, 2)], grid[2, 0], (3, 3) in grid)
neighbors = [(x + dx, y + dy) for x, y in [(1, 1)] for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]
print(neighbors)
print(sum(grid[p] for p in neighbors if p in grid))
seen = set()
seen.add((1, 2))
seen.add((1, 2))
print(len(seen), (1, 2) in seen)
