# Iteration order of int sets follows CPython's hash table layout.
print({10, 20, 30, 40, 50, 60, 70, 80, 90, 100})
print(set([-1, -2, 3]), {-5, 5, -1, 1})
print({2 ** 61, 2 ** 61 - 1, 1, 0, 2 ** 64})
s = set()
for i in range(20):
    s.add(i * 37 % 101)
print(s)
t = {8, 16, 24, 32, 1}
print(t.pop(), t)
print(set(range(40, 0, -3)))
print({1, 9, 17, 33} | {65, 129})
print({x * 8 for x in range(10)})
print(frozenset([100, 200, 300]))
c = {1, 2, 3, 4}
c |= {10}
c &= {1, 10, 2}
print(c)
c -= {1}
c ^= {2, 3}
print(c)
