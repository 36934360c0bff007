values = [3, 7, 1, 9, 4, 7, 2, 8, 7, 3]
width = max(values)
for i, v in enumerate(values):
    print(f'{i:2d} | {"*" * v:<{width}} | {v:>2} {v / sum(values):6.1%}')
print('-' * (width + 12))
counts = {v: values.count(v) for v in sorted(set(values))}
print(counts, max(counts.values()), [v for v, c in counts.items() if c == max(counts.values())])
print(sorted(values, reverse=True)[:3], sorted(range(len(values)), key=lambda i: values[i]))
