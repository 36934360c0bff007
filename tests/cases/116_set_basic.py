s = {3, 1, 2}
print(s, len(s))
s.add(5)
s.add(1)
print(s)
s.discard(10)
s.remove(3)
print(s)
print(set(), set([1, 1, 2, 2]), set(range(5)), {5, 4, 3, 2, 1, 0})
print({1, 2} == {2, 1}, {1} < {1, 2}, {1, 2} <= {1, 2}, {3} > set())
print(2 in s, 3 in s)
print(sorted({9, 7, 8}))
try:
    s.remove(100)
except KeyError as e:
    print("KeyError", e)
print(s)
