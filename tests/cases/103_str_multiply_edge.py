print(repr("ab" * 0), repr("ab" * -3), "ab" * True)
print([1] * 0, [0] * 3, (1, 2) * 2, [[]] * 2)
grid = [[0] * 2] * 2
grid[0][0] = 1
print(grid)
print("=" * 5 + ">" + "." * 3)
