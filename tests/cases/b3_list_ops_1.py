a = [1, 2]
b = [3]
print(a + b, a * 2, 2 * a, a * 0, a * -1, [] * 5, [[0]] * 2)
c = a
c += [9]
print(a, c is a)
c *= 2
print(a)
d = a + []
print(d == a, d is a)
x = [[0] * 2] * 2
x[0][0] = 5
print(x)
print([1, 2] == [1, 2], [1, 2] < [1, 3], [1, 2] < [1, 2, 0], [2] > [1, 9], [] < [0])
print([1, 2] != [2, 1], [1, [2]] == [1, [2]], [1.0] == [1], [1, 2] <= [1, 2], [3] >= [2, 9])
print(1 in [1, 2], 3 not in [1, 2], [1] in [[1], 2], 'a' in ['abc'])
try:
    [1] + (2,)
except TypeError as e:
    print(type(e).__name__, e)
try:
    [1] * 1.5
except TypeError as e:
    print(type(e).__name__, e)
try:
    [1] < 'a'
except TypeError as e:
    print(type(e).__name__, e)
try:
    [1, 2] < [1, 'a']
except TypeError as e:
    print(type(e).__name__, e)
try:
    a += 5
except TypeError as e:
    print(type(e).__name__, e)
a += 'xy'
a += (7,)
print(a)
