scores = {'ann': 91, 'bob': 78, 'cy': 91, 'dee': 65}
print(max(scores, key=scores.get), min(scores, key=scores.get), max(scores.values()))
print(max(scores.items(), key=lambda kv: kv[1]), min(scores.items(), key=lambda kv: (kv[1], kv[0])))
print(max([], key=len, default='none'), min((), default=0), max('abc', key=ord), min('b', 'a', 'c', key=ord))
print(max([1, 2], [1, 3]), min([[2], [1, 9]]), max((1, 'b'), (1, 'a')), max('apple', 'pear', key=len))
print(max(3, 3.0), max(3.0, 3), min(-0.0, 0.0), min(0.0, -0.0), max(True, 1), max(1, True))
print(max(range(10), key=lambda x: x % 4), min(range(10), key=lambda x: (x % 3, -x)))
print(max(x for x in [4, 9, 2]), min(iter([5, 3, 7])), max(map(abs, [-9, 4])), max(enumerate('zab'), key=lambda p: p[1]))
try:
    max([1, 2], key=lambda x: None)
except TypeError as e:
    print(type(e).__name__, e)
try:
    min([], key=len)
except ValueError as e:
    print(type(e).__name__, e)
