a = [3, 1, 4, 1, 5, 9, 2, 6]
print(a.index(1), a.index(1, 2), a.index(9, -3), a.index(6, 0, 8), a.count(1), a.count(7))
print(a.index(4, -10, 10))
for args in [(7,), (3, 1), (1, 4, 5), ('x',)]:
    try:
        print(a.index(*args))
    except ValueError as e:
        print(type(e).__name__, e)
print([1, 1.0, True, 'a'].count(1), [[1], [1], 1].count([1]), [None, None].count(None))
b = a.copy()
b.sort()
print(a, b)
a.reverse()
print(a)
a.clear()
print(a, b)
c = ['b', 'A', 'c', 'B']
c.sort()
print(c)
c.sort(key=str.lower)
print(c)
c.sort(key=str.lower, reverse=True)
print(c)
c.sort(reverse=True)
print(c)
print(c.sort(), [].sort(), [1].reverse())
try:
    [1, 'a'].sort()
except TypeError as e:
    print(type(e).__name__, e)
