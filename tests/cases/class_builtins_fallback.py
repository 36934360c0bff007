class R:
    def __init__(self, n, p): self.n = n; self.p = p
    def __lt__(self, o): return self.p < o.p
    def __eq__(self, o): return isinstance(o, R) and self.n == o.n
    def __repr__(self): return f"R({self.n},{self.p})"
    def __add__(self, o): return R(self.n + o.n, self.p + o.p)
    def __radd__(self, o): return self if o == 0 else NotImplemented
rs = [R("a", 3), R("b", 1), R("c", 2), R("d", 1)]
print(sorted(rs))
print(sorted(rs, reverse=True))
print(sorted(rs, key=lambda r: r.n, reverse=True))
print(min(rs), max(rs))
print(R("b", 9) in rs, R("z", 0) in rs)
print(sum(rs))
rs.sort()
print(rs)
print(rs.index(R("c", 0)))
class N:
    pass
try:
    print(N() + 1)
except TypeError as e:
    print(e)
try:
    hash(R("a", 1))
except TypeError as e:
    print(e)
n = N()
d = {n: 1}
print(d[n], len({N(), N()}))
