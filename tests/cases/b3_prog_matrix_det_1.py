def det(m):
    if len(m) == 1:
        return m[0][0]
    total = 0
    for j in range(len(m)):
        minor = [row[:j] + row[j + 1:] for row in m[1:]]
        total += (-1) ** j * m[0][j] * det(minor)
    return total
ms = [[[2]], [[1, 2], [3, 4]], [[2, 0, 1], [1, 3, 2], [1, 1, 1]], [[1, 2, 3], [4, 5, 6], [7, 8, 9]],
      [[0.5, 1.5], [2.0, -1.0]], [[10**10, 1], [1, 10**10]]]
for m in ms:
    print(len(m), det(m))
ident = [[1 if i == j else 0 for j in range(4)] for i in range(4)]
print(det(ident), det([[2 * x for x in row] for row in ident]))
