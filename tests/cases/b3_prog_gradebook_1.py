grades = {'ann': [88, 92, 79], 'bob': [65, 70, 58], 'cy': [95, 98, 100], 'dee': []}
def avg(xs):
    return sum(xs) / len(xs) if xs else None
report = {name: avg(gs) for name, gs in grades.items()}
print(report)
ranked = sorted((n for n in report if report[n] is not None), key=report.get, reverse=True)
print(ranked)
for n in ranked:
    a = report[n]
    letter = 'A' if a >= 90 else 'B' if a >= 80 else 'C' if a >= 70 else 'F'
    print(f'{n:<4}{a:7.2f} {letter} best={max(grades[n])} worst={min(grades[n])}')
print([n for n, a in report.items() if a is None], round(avg([a for a in report.values() if a]), 3))
print(max(grades.items(), key=lambda kv: len(kv[1]))[0], sum(map(len, grades.values())))
