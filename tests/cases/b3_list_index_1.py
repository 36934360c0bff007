a = [10, 20, 30]
print(a[0], a[-1], a[-3], a[True])
a[1] = 'b'
a[-1] = 'c'
print(a)
for i in [3, -4, 10**20]:
    try:
        print(a[i])
    except IndexError as e:
        print(type(e).__name__, e)
try:
    a[3] = 1
except IndexError as e:
    print(type(e).__name__, e)
try:
    del a[5]
except IndexError as e:
    print(type(e).__name__, e)
try:
    a['x']
except TypeError as e:
    print(type(e).__name__, e)
try:
    a[1.0]
except TypeError as e:
    print(type(e).__name__, e)
try:
    a[None] = 1
except TypeError as e:
    print(type(e).__name__, e)
