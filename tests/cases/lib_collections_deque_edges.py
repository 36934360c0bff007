# deque edges a public test suite checks: bounded repetition (only the last
# maxlen items are built), int * deque, argument counting and checking,
# index() bounds, sizes beyond a C ssize_t, the read-only maxlen.
from collections import deque


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


show(lambda: deque([1, 2], maxlen=2) * 10 ** 9)
show(lambda: deque([1, 2, 3], maxlen=5) * 4)
show(lambda: 2 * deque([1, 2, 3], maxlen=5))
show(lambda: deque([1, 2], maxlen=0) * 10 ** 9)
show(lambda: deque([1, 2], maxlen=2) * -5)
show(lambda: deque([1, 2]) * 3)
show(lambda: deque([1, 2]) * 2 ** 70)
d = deque([1, 2, 3], maxlen=5)
d *= 4
print(d)
d = deque([1, 2])
d *= 0
print(d)
show(lambda: deque(None))
show(lambda: deque(None, 2))
show(lambda: deque(iterable=None))
show(lambda: deque([1], 2, 3))
show(lambda: deque([1], bogus=2))
show(lambda: deque([1], 2, maxlen=3))
show(lambda: deque([1, 2, 3], maxlen=True))
show(lambda: deque(maxlen=2 ** 70))
show(lambda: deque(maxlen=-(2 ** 70)))
show(lambda: deque(maxlen=-1))
show(lambda: deque(maxlen='x'))
for bounds in [(2, None), (2, 0, None), (2, 'a'), (2, 1.0), (2, True), (2, -(2 ** 70)), (2, 2 ** 70)]:
    show(lambda: deque([1, 2, 3]).index(*bounds))
show(lambda: deque([1]).rotate('x'))
show(lambda: deque([1, 2, 3]).rotate(2 ** 70))
show(lambda: deque([1, 2, 3]).insert(2 ** 70, 'x'))
show(lambda: deque([1, 2, 3])[2 ** 70])
show(lambda: deque([1, 2, 3])[-(2 ** 70)])


def set_big():
    e = deque([1, 2, 3])
    e[2 ** 70] = 9


def set_maxlen():
    e = deque([1])
    e.maxlen = 3


show(set_big)
show(set_maxlen)
e = deque([1, 2, 3])
e.rotate(-4)
print(e, e.maxlen)
