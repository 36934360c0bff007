print({x for x in range(10) if x % 3}, {x % 7 for x in range(50, 60)}, {-x for x in range(5)})
print({c for c in 'abcabc'} == set('cba'), {(i, i * i) for i in range(3)} == {(0, 0), (1, 1), (2, 4)})
s = set()
for i in [33, 1, 65, 97, 2, 129]:
    s.add(i)
print(s, sorted(s), len(s))
s.remove(65)
s.add(161)
print(s)
t = s | {0}
print(t, t - s, s - t, s < t)
big = set(range(100))
big -= set(range(5, 100))
print(big, big.pop(), big)
