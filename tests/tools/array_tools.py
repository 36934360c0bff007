# arrays alive across tool calls: under --snapshot-every-pause each comes
# back with its type code, items and a live iterator's position
import array


def back(x):
    return echo(x)['args'][0]


a = array.array('i', [1, 2, 3])
f = array.array('f', [0.1, 2.5])
u = array.array('u', 'héllo')
it = iter(a)
print(next(it), back(len(a)))
a.append(back(40))
a.extend(array.array('i', [back(5)]))
print(a, list(it), f, u.tounicode(), a.tobytes()[:8])
b = a[::-1]
b.byteswap()
print(back(b.tolist()), b.itemsize, a == array.array('i', [1, 2, 3, 40, 5]))
try:
    a.append(back(2 ** 40))
except OverflowError as e:
    print(e)
