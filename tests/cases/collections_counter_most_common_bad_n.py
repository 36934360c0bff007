# Counter.most_common(n) goes through heapq.nlargest as in CPython: the
# same ranking, and a non-integer n fails with nlargest's own errors.
from collections import Counter

c = Counter('abracadabra')
print(c.most_common())
print(c.most_common(2))
print(c.most_common(0), c.most_common(-3), c.most_common(99))
print(c.most_common(2**80))
print(Counter('xyz').most_common(1))
for n in (1.5, 2.5, 7.0, '2'):
    try:
        print(Counter('aab').most_common(n))
    except TypeError as exc:
        print(type(exc).__name__, exc)
