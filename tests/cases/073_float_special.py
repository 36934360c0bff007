inf = float("inf")
nan = float("nan")
print(inf + 1, inf * -1, inf - inf, inf * 0)
print(nan == nan, nan != nan, nan < 1, nan > 1)
print(inf > 10 ** 100, -inf < -(10 ** 100))
print(1 / inf, -1 / inf)
print(inf == inf, inf / inf)
l = [3.0, inf, -inf, 0.0]
print(sorted(l), max(l), min(l))
print(abs(-inf), abs(-0.0))
x = nan
print(x is x, x == x, [x] == [x])
