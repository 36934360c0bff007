r = range(10)
print(r, len(r), r[0], r[-1], r[3], list(r[2:5]), r[::2], r[::-1])
r = range(10, 0, -3)
print(list(r), len(r), r[0], r[-1], r[1:], r[::-1], list(r[::-1]))
r = range(-5, 5, 2)
print(list(r), len(r), 3 in r, 4 in r, -5 in r, 5 in r)
print(range(0), len(range(0)), list(range(5, 0)), list(range(0, -5, -1)))
print(range(3) == range(3), range(0) == range(5, 1), range(0, 3) == range(0, 3, 1))
print(range(1, 10, 3) == range(1, 11, 3), range(1) == range(1, 2, 5), range(2) != range(3))
print(range(4)[1:100], range(4)[-100:2], range(4)[5:], range(10)[::3][1:])
print(1.0 in range(3), 2.5 in range(3), 'a' in range(3), True in range(3))
print(range(3).count(1), range(3).index(2), range(10, 0, -2).index(4))
print(r.start, r.stop, r.step, range(5).start, range(5).step)
try:
    range(3)[3]
except IndexError as e:
    print(type(e).__name__, e)
try:
    range(1, 2, 0)
except ValueError as e:
    print(type(e).__name__, e)
try:
    range(1.5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    range()
except TypeError as e:
    print(type(e).__name__, e)
try:
    range(1, 2, 3, 4)
except TypeError as e:
    print(type(e).__name__, e)
