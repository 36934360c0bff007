# [*x], (*x,), {*x}, f(*x) and `in` with user iterables: a class with
# __iter__, and one with only __getitem__ (the sequence protocol)
class It:
    def __iter__(self):
        return iter([1, 2])


class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10


def f(*a):
    return a


for obj in (It(), Seq()):
    print([*obj], (*obj,), sorted({*obj}), f(*obj), [0, *obj, 99])
    print(1 in obj, 10 in obj, 5 not in obj, [x for x in obj])
a, b, c = Seq()
print(a, b, c)


class N:
    pass


for bad in (N(), 5):
    try:
        [*bad]
    except TypeError as e:
        print(e)
    try:
        f(*bad)
    except TypeError as e:
        print(e)
    try:
        print(1 in bad)
    except TypeError as e:
        print(e)
