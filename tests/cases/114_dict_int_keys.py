d = {}
for i in range(10):
    d[i * i % 7] = i
print(d)
print({1: "a", 1.0: "b"}, {True: "t", 1: "one"})
sq = {n: n * n for n in range(6)}
print(sq)
inv = {v: k for k, v in sq.items()}
print(inv)
print({(-1): "neg", 2 ** 70: "big"}[2 ** 70])
print(sq == {0: 0, 1: 1, 2: 4, 3: 9, 4: 16, 5: 25}, {1: 2} == {1: 2.0})
