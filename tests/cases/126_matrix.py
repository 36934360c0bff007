n = 3
m = [[i * n + j for j in range(n)] for i in range(n)]
print(m)
t = [[m[j][i] for j in range(n)] for i in range(n)]
print(t)
t2 = [list(row) for row in zip(*m)]
print(t2 == t)
def matmul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))] for i in range(len(a))]
print(matmul(m, t))
ident = [[1 if i == j else 0 for j in range(n)] for i in range(n)]
print(matmul(m, ident) == m)
for row in m:
    print(" ".join(f"{v:2}" for v in row))
