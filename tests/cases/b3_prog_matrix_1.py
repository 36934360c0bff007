a = [[1, 2, 3], [4, 5, 6]]
b = [[7, 8], [9, 10], [11, 12]]
t = [list(r) for r in zip(*a)]
print(t)
prod = [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
print(prod)
ident = [[int(i == j) for j in range(3)] for i in range(3)]
print(ident, [row[:] for row in ident] == ident)
flat = [x for row in a for x in row]
print(flat, sum(flat), max(map(max, a)), min(min(r) for r in b))
print([sum(r) for r in a], [sum(c) for c in zip(*a)], list(map(sum, zip(*b))))
grid = [['.'] * 4 for _ in range(3)]
grid[1][2] = '#'
print('\n'.join(''.join(r) for r in grid))
bad = [['.'] * 4] * 3
bad[1][2] = '#'
print('\n'.join(''.join(r) for r in bad))
