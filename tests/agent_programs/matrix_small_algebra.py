# Small linear algebra without numpy: a Matrix class with operators, solving a least-squares trend for stock prices.
from fractions import Fraction

class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
        self.n, self.m = len(self.rows), len(self.rows[0])
    @classmethod
    def identity(cls, n):
        return cls([[int(i == j) for j in range(n)] for i in range(n)])
    def __matmul__(self, other):
        if self.m != other.n:
            raise ValueError(f"shape mismatch: {self.shape} @ {other.shape}")
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])
    def __add__(self, other):
        return Matrix([[a + b for a, b in zip(r, s)] for r, s in zip(self.rows, other.rows)])
    def __mul__(self, k):
        return Matrix([[a * k for a in r] for r in self.rows])
    __rmul__ = __mul__
    @property
    def T(self):
        return Matrix(zip(*self.rows))
    @property
    def shape(self):
        return (self.n, self.m)
    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows
    def __repr__(self):
        w = max(len(str(x)) for r in self.rows for x in r)
        return "\n".join("[" + " ".join(f"{str(x):>{w}}" for x in r) + "]" for r in self.rows)
    def inverse(self):
        n = self.n
        a = [[Fraction(x) for x in r] + [Fraction(int(i == j)) for j in range(n)] for i, r in enumerate(self.rows)]
        for col in range(n):
            pivot = next((r for r in range(col, n) if a[r][col] != 0), None)
            if pivot is None:
                raise ZeroDivisionError("matrix is singular")
            a[col], a[pivot] = a[pivot], a[col]
            p = a[col][col]
            a[col] = [x / p for x in a[col]]
            for r in range(n):
                if r != col and a[r][col]:
                    f = a[r][col]
                    a[r] = [x - f * y for x, y in zip(a[r], a[col])]
        return Matrix([r[n:] for r in a])

A = Matrix([[2, 1], [1, 3]])
print(A @ A, A.T == A, A.shape, sep="\n")
print(A.inverse(), A @ A.inverse() == Matrix.identity(2), sep="\n")
print(2 * A + A * 3)
closes = [d["close"] for d in get_stock("ACME", days=10)]
X = Matrix([[1, i] for i in range(len(closes))])
y = Matrix([[Fraction(str(c))] for c in closes])
beta = (X.T @ X).inverse() @ X.T @ y
b0, b1 = (float(v[0]) for v in beta.rows)
print(f"trend: {b0:.4f} + {b1:.4f} * day")
resid = [c - (b0 + b1 * i) for i, c in enumerate(closes)]
print([round(r, 3) for r in resid], round(sum(resid), 9))
try:
    Matrix([[1, 2], [2, 4]]).inverse()
except ZeroDivisionError as e:
    print("singular:", e)
Matrix([[1, 2, 3]]) @ A
