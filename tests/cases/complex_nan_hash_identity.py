# hash of a complex with a nan part: by the complex object (CPython 3.10+),
# so two complex objects differ and one object keeps its hash
import math, cmath
n = float('nan')
a = complex(n, 0); b = complex(n, 0)
print(hash(a) == hash(a), hash(a) == hash(b), a == a, a is a)
s = {a}; print(a in s, b in s, len({a, b}), len({a, a}))
z = complex(n, n); print(hash(z) == hash(z), hash(z) == hash(complex(0, n)))
c = complex(1.5, n); print(hash(c) == hash(c), hash(c) > 0 or hash(c) < 0)
print(hash(complex(1, 2)), hash(complex(-0.0, 3)), hash(complex(math.inf, 0)), hash(cmath.inf), hash(complex(0, math.inf)))
m = float('nan'); print(hash(m) == hash(m), hash(m) == hash(float('nan')))
d = {a: 1}; print(d[a], d.get(b))
t = (a,); print(hash(t) == hash(t), hash(t) == hash((b,)))
print(hash(cmath.nan) == hash(cmath.nan), hash(cmath.nanj) == hash(cmath.nanj))
