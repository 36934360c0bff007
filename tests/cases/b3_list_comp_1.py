nums = list(range(-5, 6))
print([n for n in nums if n > 0], [n * n for n in nums if n % 2], [abs(n) for n in nums][:4])
print([(a, b) for a in range(3) for b in range(a)], [[j for j in range(i)] for i in range(4)])
print({n % 3: n for n in nums}, {abs(n) for n in nums}, sum(n for n in nums if n > 2))
print([c * 2 for c in 'ab'], [s.upper() for s in ['x', 'y'] if s != 'y'], list(filter(None, [n % 4 for n in nums])))
print([x if x > 0 else -x for x in nums], [y for x in [[1, 2], [3]] for y in x])
matrix = [[i * 3 + j for j in range(3)] for i in range(3)]
print(matrix, [row[i] for i, row in enumerate(matrix)], [r[::-1] for r in matrix[::-1]])
print(sorted({w.lower() for w in 'A a B b c'.split()}), dict(enumerate('xyz', 1)))
