row = [1]
for i in range(10):
    print(row)
    row = [1] + [row[j] + row[j + 1] for j in range(len(row) - 1)] + [1]
def binom(n, k):
    r = 1
    for i in range(k):
        r = r * (n - i) // (i + 1)
    return r
print(binom(100, 50))
