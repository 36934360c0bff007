x = 5
print(-x, +x, ~x, not x)
print(-(-x), ~~x, not not x)
f = 2.5
print(-f, +f, not f)
print(-0, -0.0, +(-0.0))
print(-True, +False, ~True, ~False)
big = 2 ** 100
print(-big, ~big, -(-big) == big)
