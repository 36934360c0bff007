a = list(range(10))
print(a[2:5], a[:3], a[7:], a[-3:], a[:-7], a[::2], a[1::3], a[::-1], a[8:2:-2])
print(a[5:2], a[100:], a[-100:2], a[::-3], a[-1:-4:-1], a[3:3])
b = a[:]
b[0] = 'x'
print(a[0], b[0])
a[2:4] = ['a', 'b', 'c']
print(a)
a[:2] = []
print(a)
a[len(a):] = [100, 101]
print(a)
a[::2] = range(len(a[::2]))
print(a)
a[1:1] = 'XY'
print(a)
a[-2:] = ()
print(a)
del a[::3]
print(a)
del a[1:3]
print(a)
del a[0]
print(a)
del a[-1]
print(a)
try:
    a[::2] = [1]
except ValueError as e:
    print(type(e).__name__, e)
try:
    a[0:2] = 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    a[::0]
except ValueError as e:
    print(type(e).__name__, e)
