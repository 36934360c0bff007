sq = {n: n * n for n in range(6)}
print(sq, {v: k for k, v in sq.items() if k % 2}, {k: v for k, v in sorted(sq.items(), reverse=True)})
words = ['apple', 'avocado', 'banana', 'cherry', 'blueberry']
print({w[0]: w for w in words}, {w: len(w) for w in words if len(w) > 5})
print({k: [w for w in words if w[0] == k] for k in sorted({w[0] for w in words})})
nested = {i: {j: i * j for j in range(3)} for i in range(3)}
print(nested, nested[2][2], sum(sum(d.values()) for d in nested.values()))
print(dict((k, v) for k, v in zip('abc', range(3))), {**sq, 0: 'zero'}, len({i % 3: i for i in range(100)}))
