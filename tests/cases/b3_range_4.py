print(range(True), range(False, True * 3), list(range(int('3'))))
for args in [(1.0,), ('3',), (1, 2.5), (None,), ([1],)]:
    try:
        range(*args)
    except TypeError as e:
        print(type(e).__name__, e)
r = range(2, 20, 3)
print(r[True], r[-True], 5.0 in r, 5.5 in r, 5 in r)
print(r.index(5.0) if 5.0 in r else None, r.count(5.0), r.count(True))
print(list(reversed(range(2, 20, 3))), list(reversed(range(5, 5))), list(reversed(range(-1, -10, -4))))
print(range(0, 10)[2:8][::2][1], range(10, 0, -1)[3:7], list(range(10, 0, -1)[3:7]))
print([x for x in range(3) for _ in range(2)], list(zip(range(3), range(3, 0, -1))))
try:
    range(5).index(5)
except ValueError as e:
    print(type(e).__name__, e)
try:
    range(5).index('5')
except ValueError as e:
    print(type(e).__name__, e)
