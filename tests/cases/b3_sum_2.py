print(sum([0.1] * 3), sum([0.1, 0.1, 0.1]) == 0.30000000000000004, sum([1e-16] * 10, 1.0))
print(sum([1, 2, 3], 0.0), sum(range(10), -45), sum([True] * 5), sum([], 0.0), sum([], []))
print(sum([[1, 2], [3]], [0]), sum([(1,), (2, 3)], ()), sum([2**62, 2**62, 2**62]))
print(sum(x * x for x in range(5)), sum(map(float, '123')), sum({1: 'a', 2: 'b'}))
print(sum([0.5, 1, 2**60]), sum([1, 0.5, -1]), sum([-0.0]), sum([-0.0], -0.0), sum([], -0.0))
vals = [1.1, 2.2, 3.3, 4.4]
acc = 0
for v in vals:
    acc += v
print(sum(vals), acc, sum(vals) == acc)
try:
    sum([[1]], ())
except TypeError as e:
    print(type(e).__name__, e)
try:
    sum(['a', 'b'], start='')
except TypeError as e:
    print(type(e).__name__, e)
