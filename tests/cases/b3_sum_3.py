print(sum([1.5, 2**64]), sum([2**64, 1.5]), sum([1, 2], start=10), sum([0.5] * 4, 1))
print(sum([10**30, 1.0]), sum([1.0, 10**30]), sum([3, 4.5, 2**62]), sum([True, 2.5]))
try:
    sum([10**400, 1.0])
except OverflowError as e:
    print(type(e).__name__, e)
try:
    sum(start=1, iterable=[1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    sum([1], iterable=[1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    sum([1, None])
except TypeError as e:
    print(type(e).__name__, e)
try:
    sum([[1], 2], [])
except TypeError as e:
    print(type(e).__name__, e)
