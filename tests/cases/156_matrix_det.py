def det(m):
    n = len(m)
    if n == 1:
        return m[0][0]
    total = 0
    for c in range(n):
        minor = [row[:c] + row[c + 1:] for row in m[1:]]
        total += (-1) ** c * m[0][c] * det(minor)
    return total
print(det([[2]]))
print(det([[1, 2], [3, 4]]))
print(det([[6, 1, 1], [4, -2, 5], [2, 8, 7]]))
print(det([[1, 0, 2, -1], [3, 0, 0, 5], [2, 1, 4, -3], [1, 0, 5, 0]]))
print(det([[0.5, 1.5], [2.0, 1.0]]))
