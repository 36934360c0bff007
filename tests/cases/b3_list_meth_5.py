nan = float('nan')
lst = [nan, 1, nan]
print(lst.count(nan), nan in lst, lst.index(nan), [float('nan')].count(float('nan')) <= 1)
m = [[1], [2], [1]]
print(m.count([1]), m.index([2]), [1] in m, m.remove([1]) or m)
a = [3, 1, 2]
r = a.sort()
print(r, a)
r = a.reverse()
print(r, a)
c = a.copy()
print(c == a, c is a, c)
print(list.count([1, 1, 2], 1), list.index(['a', 'b'], 'b'))
try:
    a.index(1, 'x')
except TypeError as e:
    print(type(e).__name__, e)
print(a.index(2, -100), a.index(1, -1))
