live = {(1, 0), (1, 1), (1, 2)}
def step(cells):
    counts = {}
    for (x, y) in cells:
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if dx or dy:
                    p = (x + dx, y + dy)
                    counts[p] = counts.get(p, 0) + 1
    return {p for p, n in counts.items() if n == 3 or (n == 2 and p in cells)}
for gen in range(4):
    print(gen, sorted(live))
    live = step(live)
glider = {(0, 1), (1, 2), (2, 0), (2, 1), (2, 2)}
for _ in range(4):
    glider = step(glider)
print(sorted(glider), min(glider), max(glider))
