def step(live, w, h):
    counts = {}
    for (x, y) in live:
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if dx or dy:
                    p = ((x + dx) % w, (y + dy) % h)
                    counts[p] = counts.get(p, 0) + 1
    return {p for p, n in counts.items() if n == 3 or (n == 2 and p in live)}
def show(live, w, h):
    for y in range(h):
        print("".join("#" if (x, y) in live else "." for x in range(w)))
glider = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}
w, h = 6, 6
state = glider
for gen in range(4):
    print("gen", gen, len(state))
    show(state, w, h)
    state = step(state, w, h)
print(sorted(state))
