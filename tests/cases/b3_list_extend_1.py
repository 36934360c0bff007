a = [1]
a.extend([2, 3])
a.extend((4,))
a.extend('56')
a.extend(range(7, 9))
a.extend({9: 'x'})
a.extend({10})
a.extend(x for x in [11])
a.extend(map(int, '12'))
a.extend(zip([13], [14]))
a.extend(enumerate('z'))
a.extend(reversed([15, 16]))
a.extend(iter([17]))
a.extend({'k': 1}.items())
a.extend([])
print(a, len(a))
b = [0]
b.extend(b)
b.extend(b[:])
print(b)
for bad in [5, None, 2.5, len]:
    try:
        b.extend(bad)
    except TypeError as e:
        print(type(e).__name__, e)
