a = list('abcdefgh')
print(a[1:-1:2], a[-1::-3], a[::-1][::2], a[5:1:-1], a[-3:-1], a[-1:-3], a[100:-100:-1])
b = a[:]
b[1:3] = ['X']
print(b)
b[::-1] = list(range(len(b)))
print(b)
b[len(b):len(b)] = ['end']
b[:0] = ['start']
print(b)
c = [0] * 6
c[1::2] = 'abc'
print(c)
c[::3] = [True, False]
print(c)
del c[::-2]
print(c)
d = list(range(10))
d[2:8] = d[2:8][::-1]
print(d)
d[:] = d[::2]
print(d)
e = [1, 2, 3]
e[1:2] = e
print(e)
