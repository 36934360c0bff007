print(min(3, 1, 2), max(3, 1, 2), min([4, 5]), max('hello'), min('b', 'a'))
print(min([1, 2.5, -0.5]), max((True, 0, 0.5)), min(range(5, 10)), max({3: 'a', 7: 'b'}))
print(min(['bb', 'a', 'ccc'], key=len), max(['bb', 'a', 'ccc'], key=len))
print(min([], default=None), max([], default='empty'), min([5], default=0))
print(max([1, 3, 3, 2], key=lambda x: x % 3), min([(1, 'b'), (1, 'a')]))
print(max(1, 1.0), max(1.0, 1), min(0, False), min(False, 0))
print(max([[1, 2], [1, 3], [0, 9]]), min('abc', 'abd', 'ab'))
print(max(x * x for x in range(-5, 3)), min((x for x in 'zyx'), key=ord))
print(max(['a', 'B', 'c'], key=str.lower), min([-3, 2, -1], key=abs))
print(max([2, 2.0], key=float), max([2.0, 2], key=float))
for call in [lambda: min([]), lambda: max(()), lambda: min(), lambda: max(1),
             lambda: min(1, 'a'), lambda: max([None, None]), lambda: min(1, 2, default=0),
             lambda: max(x for x in ())]:
    try:
        print(call())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
