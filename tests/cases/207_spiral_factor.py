def spiral(m):
    out = []
    while m:
        out += m[0]
        m = [list(r) for r in zip(*m[1:])][::-1]
    return out
print(spiral([[1, 2, 3], [4, 5, 6], [7, 8, 9]]))
print(spiral([[1, 2, 3, 4], [5, 6, 7, 8]]))
print(spiral([]))
def factor(n):
    fs = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            fs.append(d)
            n //= d
        d += 1
    if n > 1:
        fs.append(n)
    return fs
for n in [1, 2, 12, 97, 360, 1001, 2 ** 31 - 1, 600851475143]:
    print(n, factor(n))
