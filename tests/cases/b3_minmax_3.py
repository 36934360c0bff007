print(min([3, 1, 2], default=9), max((), default=None), min('hello'), max('hello'), min([[3], [1, 2]]))
print(max([1, 5, 3], key=lambda x: -x), min(['b', 'A', 'c'], key=str.lower), max('a', 'B', key=str.upper))
print(max([(1, 'z'), (2, 'a'), (2, 'b')]), min({'k': 3, 'j': 9}), max({'k': 3, 'j': 9}.values()))
first_max = max([('x', 2), ('y', 2), ('z', 1)], key=lambda p: p[1])
first_min = min([('x', 1), ('y', 1)], key=lambda p: p[1])
print(first_max, first_min, max([0, 0.0, False]), min([0.0, 0, False]), max([False, 0, 0.0]))
nan = float('nan')
print(max([nan, 1, 2]), max([1, nan, 2]), min([2, nan, 1]))
print(max(range(0), default='empty'), min(iter([]), default=-1), max([[]], default=1), max(1, 2, 3, key=None))
for call in [lambda: max([], key=abs), lambda: min(1, 2, default=3), lambda: max(None), lambda: min([1, 'x'])]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
