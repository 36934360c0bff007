readings = [12.5, 13.1, 12.9, 15.2, 14.8, 11.0, 13.3]
running = []
total = 0.0
for i, r in enumerate(readings, 1):
    total += r
    running.append(round(total / i, 3))
print(running)
window = 3
moving = [round(sum(readings[i:i + window]) / window, 2) for i in range(len(readings) - window + 1)]
print(moving, len(moving))
diffs = [round(b - a, 2) for a, b in zip(readings, readings[1:])]
print(diffs, max(diffs, key=abs), sum(1 for d in diffs if d > 0))
hi = max(range(len(readings)), key=lambda i: readings[i])
print(hi, readings[hi], sorted(readings)[len(readings) // 2], f'{min(readings):.1f}..{max(readings):.1f}')
