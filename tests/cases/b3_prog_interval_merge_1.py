intervals = [(5, 8), (1, 3), (2, 4), (10, 12), (7, 9), (13, 13), (12, 13)]
intervals.sort()
merged = []
for start, end in intervals:
    if merged and start <= merged[-1][1]:
        merged[-1] = (merged[-1][0], max(merged[-1][1], end))
    else:
        merged.append((start, end))
print(intervals)
print(merged, sum(e - s for s, e in merged), len(merged))
points = sorted({p for iv in intervals for p in iv})
print(points, min(points), max(points), [b - a for a, b in zip(points, points[1:])])
covered = set()
for s, e in intervals:
    covered.update(range(s, e + 1))
print(sorted(set(range(min(points), max(points) + 1)) - covered))
