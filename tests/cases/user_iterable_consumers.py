# A user class that iterates (by __iter__ or by __getitem__) is accepted by
# every consumer of iterables; one that does not gets CPython's words.
import collections


class Items:
    def __iter__(self):
        return iter([3, 1, 2])


class Indexed:
    def __getitem__(self, i):
        if i < 3:
            return i * 10
        raise IndexError


class Opaque:
    pass


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for make in (Items, Indexed):
    x = [0]
    x.extend(make())
    print(x)
    x = [0]
    x += make()
    print(x)
    x = [5, 6, 7]
    x[0:1] = make()
    print(x)
    x = [5, 6, 7, 8, 9, 10]
    x[::2] = make()
    print(x)
    d = collections.deque([9])
    d.extend(make())
    print(d)
    show(lambda: [] + make())
    show(lambda: () + make())

show(lambda: [0].extend(Opaque()))
x = [0]
show(lambda: x.__iadd__(Opaque()))
for a in ('', [], (), b'', bytearray()):
    show(lambda: a + Opaque())

    def iadd():
        y = a
        y += Opaque()
    show(iadd)


def slice_opaque():
    y = [1, 2]
    y[0:1] = Opaque()
show(slice_opaque)
