# bytearray's mutators, item and slice assignment, +=, and sharing
a = bytearray(b'hello')
a[0] = 72
a[-1] = ord('O')
print(a, a[0], a[1:3])
a.append(33)
a.extend(b' there')
a.extend([63, 64])
a.extend(x for x in b'!!')
print(a, len(a))
a.insert(0, 62)
a.insert(100, 60)
a.insert(-1, 61)
print(a)
print(a.pop(), a.pop(0), a.pop(-2), a)
a.remove(ord(' '))
print(a)
a.reverse()
print(a)
b = a.copy()
a.clear()
print(a, b, len(b))
c = bytearray(b'0123456789')
c[2:5] = b'abc'
print(c)
c[2:5] = b''
print(c)
c[0:0] = [120, 121]
print(c)
c[::2] = b'ZZZZZ'
print(c)
del c[0]
del c[1:3]
del c[::2]
print(c)
d = bytearray(b'ab')
e = d
d += b'cd'
print(d, e, d is e)
d *= 2
print(d, e)
print(bytearray(b'x') + b'y', b'x' + bytearray(b'y'), bytearray(b'ab') * 2)
print(bytearray(b'abc') == b'abc', bytearray(b'a') < b'b', bytearray(b'abc') in [b'abc'])
def set_big():
    x = bytearray(b'ab')
    x[0] = 300
def set_ext():
    c[0:10:2] = b'ab'
for bad in [lambda: a.pop(), lambda: bytearray(b'x').remove(1), lambda: bytearray(b'x').append(256),
            lambda: bytearray(b'x').append('a'), set_big, set_ext, lambda: bytearray().extend(5),
            lambda: bytearray().extend('ab'), lambda: hash(bytearray()), lambda: {bytearray(): 1},
            lambda: bytearray(b'a')[3], lambda: bytearray(b'a').pop(7), lambda: bytearray(b'x').insert(0, -1)]:
    try:
        print(bad())
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)
f = bytearray(3)
f[1] = True
print(f, bytearray([1, 2]), bytearray(range(65, 70)), bytearray('é', 'utf-8'))
