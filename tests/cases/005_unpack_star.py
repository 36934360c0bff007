a, *b = [1, 2, 3, 4]
print(a, b)
*a, b = [1, 2, 3, 4]
print(a, b)
a, *b, c = [1, 2, 3, 4, 5]
print(a, b, c)
a, *b, c = [1, 2]
print(a, b, c)
*a, = "hey"
print(a)
first, *rest = range(5)
print(first, rest)
x, *y = (9,)
print(x, y)
h, *m, t = "abcdef"
print(h, m, t)
