# Keys whose __hash__ collides and whose __eq__ is Python code: every
# lookup compares along one long probe path (dicts and sets, with deletions
# and re-insertions in between), and the results are CPython's.
class K:
    calls = 0

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return 7

    def __eq__(self, o):
        K.calls += 1
        return isinstance(o, K) and self.v == o.v

    def __repr__(self):
        return f"K({self.v})"


d = {}
for i in range(60):
    d[K(i)] = i
print(len(d), d[K(50)], K(59) in d, K(60) in d)
for i in range(0, 60, 3):
    del d[K(i)]
for i in range(0, 30, 3):
    d[K(i)] = -i
print(len(d), sum(d.values()), list(d)[-3:], d.get(K(3)), d.get(K(4)))

s = {K(i) for i in range(60)}
s.discard(K(10))
s.add(K(10))
s.add(K(11))
print(len(s), K(10) in s, K(75) in s)
print(s == {K(i) for i in range(60)}, {K(1), K(2)} <= s)

# mixed with keys compared natively: equal hashes, different kinds
m = {7: "int", K(1): "k1", 7.0: "float?", "x": 1}
print(m, m[7], m[K(1)])
print(K.calls > 0)
