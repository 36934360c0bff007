data = [2.5, 3.1, 4.7, 1.2, 3.1, 5.9, 2.2, 3.1]
n = len(data)
mean = sum(data) / n
s = sorted(data)
median = (s[n // 2 - 1] + s[n // 2]) / 2 if n % 2 == 0 else s[n // 2]
var = sum((x - mean) ** 2 for x in data) / (n - 1)
mode = max(set(data), key=data.count)
print(f'n={n} mean={mean:.4f} median={median} var={var:.4f} sd={var ** 0.5:.4f} mode={mode}')
print(round(mean, 3), round(var, 2), min(data), max(data), max(data) - min(data))
buckets = {}
for x in data:
    buckets.setdefault(int(x), []).append(x)
print(dict(sorted(buckets.items())))
print([round(x / sum(data) * 100, 1) for x in data])
print(divmod(sum(int(x * 10) for x in data), 7), abs(min(data) - mean) > abs(max(data) - mean))
