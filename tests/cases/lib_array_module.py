# the array module against CPython: every type code's range checks and
# messages, initializers, indexing and slices, operators, comparisons,
# bytes in and out, byteswap, the methods' errors, repr and str
import array
import copy


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for tc in 'bBhHiIlLqQ':
    for v in (-2**70, 2**70, -2**63 - 1, -2**63, 2**63 - 1, 2**63, 2**64 - 1, 2**64, -1, 0, 127, 128,
              255, 256, 32767, 32768, 65535, 65536, 2**31 - 1, 2**31, 2**32 - 1, 2**32, True, 1.0,
              'a', None):
        t(lambda: array.array(tc, [v]))
for tc in 'fd':
    t(lambda: array.array(tc, [1e300, -1e300, 0.1, 3, 2**0.5, 1e-50, float('nan'), True]))
    t(lambda: array.array(tc, ['a']))
    t(lambda: array.array(tc, [2**2000]))
    t(lambda: array.array(tc, [3.4028235e38, 3.4028236e38]))
t(lambda: array.array('u', ['ab']))
t(lambda: array.array('u', [1]))
t(lambda: array.array('u', 'abc€'))
t(lambda: array.array('u', ['x', 'y']))
t(lambda: array.array('i', 'abc'))
t(lambda: array.array('x'))
t(lambda: array.array('i', array.array('u', 'ab')))
t(lambda: array.array('i', array.array('d', [1.5])))
t(lambda: array.array('d', array.array('i', [1, 2])))
t(lambda: array.array('i', b'\x01\x00\x00\x00\x02\x00\x00\x00'))
t(lambda: array.array('h', bytearray(b'\x01\x00\xff\xff')))
t(lambda: array.array('i', b'\x01\x00'))
t(lambda: array.array('B', range(5)))
t(lambda: array.array('d', (x / 2 for x in range(4))))
t(lambda: array.array())
t(lambda: array.array('i', [1], 3))
t(lambda: array.array(b'i'))
t(lambda: array.array('ii'))
t(lambda: array.array(5))
t(lambda: array.array('i', 5))

a = array.array('i', [1, 2, 3])
t(lambda: a[5])
t(lambda: a[-3])
t(lambda: a['x'])
t(lambda: a[1:])
t(lambda: a[::-1])
t(lambda: a[::2])


def assign(key, value):
    def run():
        b = array.array('i', [1, 2, 3, 4])
        b[key] = value
        return b
    return run


def delete(key):
    def run():
        b = array.array('i', [1, 2, 3, 4])
        del b[key]
        return b
    return run


for key, value in [(0, 9), (-1, 9), (4, 9), (0, 2**40), (0, 'x'), ('x', 1), (slice(0, 1), [5]),
                   (slice(0, 1), array.array('d', [5])), (slice(None, None, 2), array.array('i', [9])),
                   (slice(None, None, 2), array.array('i', [9, 8])), (slice(1, 3), array.array('i')),
                   (slice(4, 4), array.array('i', [7, 7])), (slice(None, None, -1), array.array('i', [5, 6, 7, 8]))]:
    t(assign(key, value))
for key in (0, -1, 4, slice(1, 3), slice(None, None, 2), 'x'):
    t(delete(key))

t(lambda: a + [1])
t(lambda: a + array.array('d'))
t(lambda: a + array.array('i', [4]))
t(lambda: a * 2)
t(lambda: 2 * a)
t(lambda: a * 0)
t(lambda: a * -1)
t(lambda: a * 'x')
t(lambda: a == [1, 2, 3])
t(lambda: a == array.array('d', [1, 2, 3]))
t(lambda: a != array.array('d', [1, 2, 3]))
t(lambda: a < array.array('i', [1, 3]))
t(lambda: a >= array.array('i', [1, 2, 3]))
t(lambda: a > array.array('b', [1, 2]))
t(lambda: hash(a))
t(lambda: a.index(7))
t(lambda: a.remove(7))
t(lambda: a.pop(10))
t(lambda: array.array('i').pop())
t(lambda: a.buffer_info()[1])
t(lambda: [array.array(c).itemsize for c in array.typecodes])
t(lambda: array.typecodes)
t(lambda: a.tounicode())
t(lambda: array.array('u', 'ab').tounicode())
t(lambda: a.fromunicode('x'))
t(lambda: array.array('u').fromunicode(5))
t(lambda: a.frombytes(b'123'))
t(lambda: a.frombytes('1234'))
t(lambda: a.tobytes())
t(lambda: [array.array(c, [1, 2]).tobytes() for c in 'bBhHiIlLqQfd'])
t(lambda: array.array('u', 'a€').tobytes())
t(lambda: array.array('u', b'a\x00\x00\x00\xac\x20\x00\x00'))


def swapped(code, items):
    def run():
        b = array.array(code, items)
        b.byteswap()
        return b
    return run


for code, items in [('h', [1, 256]), ('B', [1, 2]), ('i', [1, -2]), ('Q', [1]), ('d', [1.0]), ('f', [2.0]), ('u', 'a')]:
    t(swapped(code, items))
t(lambda: a.fromlist((1,)))
t(lambda: a.fromlist([1, 'x']))
t(lambda: a)
t(lambda: a.extend([1, 'x']))
t(lambda: a)
t(lambda: a.extend(array.array('d')))
t(lambda: a.extend(array.array('i', [6])))
t(lambda: a.extend(5))
t(lambda: array.array('f', [0.1]).tolist())
t(lambda: str(array.array('u', 'a\n')))
t(lambda: str(array.array('d', [1.5, -0.0])))
t(lambda: a.count(1))
t(lambda: a.insert(100, 7))
t(lambda: a.insert(-100, 8))
t(lambda: a.insert(0, 2**40))
t(lambda: a)
t(lambda: a.index(7, 1))
t(lambda: a.index(7, -1))
t(lambda: a.index(8, 1, 3))
t(lambda: a.index(1.0))
t(lambda: 2.0 in a)
t(lambda: a.reverse())
t(lambda: a)
t(lambda: array.ArrayType is array.array)
t(lambda: type(a))
t(lambda: a.__class__.__module__)
t(lambda: list(reversed(a)))
t(lambda: array.array('b', [True]))
t(lambda: a.__copy__())
t(lambda: copy.copy(a) == a and copy.copy(a) is not a)
t(lambda: copy.deepcopy(a))
t(lambda: len(a))
t(lambda: sorted(a))
t(lambda: sum(array.array('d', [0.5] * 4)))
t(lambda: max(array.array('H', [3, 9, 2])))
b = array.array('i', [1, 2])
b += array.array('i', [3])
t(lambda: b)
b *= 2
t(lambda: b)


def iadd_list():
    c = array.array('i', [1])
    c += [2]


def iadd_kind():
    c = array.array('i', [1])
    c += array.array('h', [2])


t(iadd_list)
t(iadd_kind)
c = array.array('i', [1, 2])
live = iter(c)
print(next(live))
c.append(3)
print(list(live))


class Sub(array.array):
    def total(self):
        return sum(self)


s = Sub('i', [1, 2, 3])
t(lambda: (s.total(), s, type(s[1:]), isinstance(s, array.array), s.typecode))
t(lambda: array.array('i', [1, 2], x=1))
