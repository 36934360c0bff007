r = range(-2**63, 2**63 - 1, 2**62)
print(len(r), list(r), r[1], r[-1], -2**62 in r, 0 in r, 1 in r, 2**63 - 2 in r)
print(r.index(0), r.index(2**62), r.count(-2**63), list(reversed(r)), r[1:3])
n = range(2**63 - 1, -2**63, -2**62)
print(len(n), list(n), n.index(-1), -1 in n, -2 in n, list(reversed(n)))
print(list(range(0, -1, -2**63)), list(reversed(range(0, -1, -2**63))), len(range(5, -2**63, -2**63)))
big = range(-2**63, 2**63 - 1, 3)
print(big[0], big[-1], big[2**61], 2**63 - 2 in big, 2**63 - 3 in big, big.index(-2**63 + 3 * 10**18))
for args in [(-2**62, 2**62), (-2**63, 2**63 - 1), (2**63 - 1, -2**63, -1)]:
    try:
        print(len(range(*args)))
    except OverflowError as e:
        print(type(e).__name__, e)
