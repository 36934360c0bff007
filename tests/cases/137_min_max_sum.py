print(min(4, 2, 8), max(4, 2, 8), min([4, 2, 8]), max((4, 2, 8)))
print(min("hello"), max(["apple", "banana"]), max([1, 2], [1, 3]))
print(max([], default=None), min([], default=-1))
print(max(["a", "bbb", "cc"], key=len), min(["a", "bbb", "cc"], key=len))
print(max([3, 1, 3], key=lambda v: v), max([(1, "a"), (1, "b")]))
print(sum([1, 2, 3]), sum([1, 2, 3], 10), sum([0.1] * 10), sum(range(5), -10))
print(sum([True, True, False]), sum([1, 2.5]))
print(min(1, 1.0), max(1.0, 1), min(0, False))
try:
    max([])
except ValueError as e:
    print(e)
try:
    sum(["a", "b"], "")
except TypeError as e:
    print(e)
