# hash() of a nan is by identity (CPython 3.10+): each float("nan") is its own
# key, the same object hashes the same, and -x is a new object.
a = float('nan'); b = float('nan')
print(hash(a) == hash(a), hash(a) == hash(b), hash(a) != 0)
d = {a: 1, b: 2}
print(len(d), d[a], d[b])
print(len({a, b, a}), len({float('nan') for _ in range(5)}))
s = {a}
print(a in s, b in s)
c = a
print(hash(c) == hash(a))
import math
print(hash(math.nan) == hash(math.nan), math.nan in {math.nan})
# (both alive: CPython's complex(a, 0) == ... of two temporaries reuses the
# first one's address, so its identity hash)
ca, cb = complex(a, 0), complex(a, 0)
print(hash(ca) == hash(ca), hash(ca) == hash(cb))
print(hash(-a) == hash(a))
print(hash(float('inf')), hash(-float('inf')))
t = (a,)
print(t in {t}, hash(t) == hash((a,)))
from fractions import Fraction
print(a in [a], a == a, [a] == [a])
print(d)
