r = range(10)
print(r, range(2, 8), range(0, 20, 3), range(5, 0, -1))
print(len(r), len(range(2, 8)), len(range(0, 20, 3)), len(range(5, 0, -1)), len(range(0)), len(range(5, 2)))
print(r[0], r[-1], r[3], range(0, 20, 3)[2], range(5, 0, -1)[-1])
print(r[2:5], r[::2], r[::-1], range(0, 20, 3)[1:3], r[-3:])
print(list(r[2:5]), list(range(5, 0, -2)))
print(5 in r, 10 in r, -1 in r, 6 in range(0, 20, 3), 7 in range(0, 20, 3))
print(range(3) == range(3), range(0) == range(5, 2), list(range(-3, 3)))
print(range(2 ** 62)[-1], len(range(0, 2 ** 62, 2 ** 52)))
print(sum(range(1, 11)), max(range(7)), min(range(3, 9)))
try:
    r[10]
except IndexError as e:
    print(e)
try:
    range(1, 2, 0)
except ValueError as e:
    print(e)
