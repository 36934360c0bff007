r = range(-10, 10, 3)
print(list(r), len(r), r[2], r[-2], r[1:-1], r[::-2], r[-100:100])
print(-10 in r, -7 in r, -8 in r, 8 in r, 11 in r, r.index(-4), r.count(5), r.count(2))
r = range(10, -10, -4)
print(list(r), len(r), r[0], r[-1], list(r[::2]), list(r[::-1]), r.index(-6))
print(range(5)[::-1] == range(4, -1, -1), list(range(5)[1:4:2]), range(0, 5, 2)[1:])
print(range(10**6)[999999], len(range(-10**9, 10**9)), 10**9 - 1 in range(-10**9, 10**9))
print(range(3) == [0, 1, 2], list(range(3)) == [0, 1, 2], range(1, 1) == range(2, 2))
print(hash(range(1, 4)) == hash(range(1, 4, 1)), bool(range(0)), bool(range(5, 0, -1)))
print([i * i for i in range(5)], [i for i in range(20, 0, -7)], sum(range(0, 100, 7)))
print(max(range(-5, 5)), min(range(10, 0, -1)), sorted(range(5), key=lambda x: -x))
r = range(0)
print(list(r), r.start, r.stop, r.step, r[:], repr(r[:]))
try:
    r[0]
except IndexError as e:
    print(type(e).__name__, e)
