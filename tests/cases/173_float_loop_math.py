def sqrt(x):
    g = x / 2 if x > 1 else 1.0
    for _ in range(30):
        g = (g + x / g) / 2
    return g
for v in [2, 9, 10, 0.25, 1e10]:
    print(v, sqrt(v))
def pi_leibniz(n):
    s = 0.0
    sign = 1.0
    for k in range(n):
        s += sign / (2 * k + 1)
        sign = -sign
    return 4 * s
print(pi_leibniz(1000))
def exp(x):
    term = 1.0
    total = 1.0
    for n in range(1, 30):
        term *= x / n
        total += term
    return total
print(exp(1), exp(0), exp(-1))
