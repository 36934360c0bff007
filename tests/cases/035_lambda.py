sq = lambda x: x * x
print(sq(7))
add = lambda a, b=10: a + b
print(add(1), add(1, 2))
print((lambda *a, **k: (a, k))(1, 2, z=3))
print((lambda: "no args")())
pairs = [(3, "c"), (1, "a"), (2, "b")]
print(sorted(pairs, key=lambda p: p[1]))
compose = lambda f, g: lambda x: f(g(x))
inc = lambda x: x + 1
print(compose(sq, inc)(3), compose(inc, sq)(3))
print(list(map(lambda x: x % 3, range(7))))
