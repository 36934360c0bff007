print(sum([]), sum([1, 2, 3]), sum(range(1, 11)), sum([1, 2], 10), sum([], 5))
print(sum([0.1] * 10), sum([0.1, 0.2, 0.3]), sum([1e100, 1.0, -1e100]))
print(sum([1, 2.5]), sum([True, True, 1]), sum([2**63, 2**63]), sum([-2**63, -1]))
print(sum([[1], [2, 3]], []), sum([(1,), (2,)], ()), sum([1, 2], start=3))
print(sum(x / 10 for x in range(5)), sum(0.5 for _ in range(3)))
print(sum([1.5, 2, 10**20]), sum([10**20, 1.5]), sum([1, 1.0], 0.5))
print(sum([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]))
print(sum([1e16, 1.0, 1.0, 1.0]), sum([1.0, 1.0, 1e16]))
for args in [(['a', 'b'], ''), ([1, 'a'],), ([[1]],), (5,), ([1], 'x')]:
    try:
        print(sum(*args))
    except TypeError as e:
        print(type(e).__name__, e)
try:
    sum()
except TypeError as e:
    print(type(e).__name__, e)
try:
    sum([1], 2, 3)
except TypeError as e:
    print(type(e).__name__, e)
