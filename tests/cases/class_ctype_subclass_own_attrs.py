# A program's subclass of an itertools type keeps attributes of its own,
# under any name (the type's state is apart from them), as in CPython.
import itertools


class C(itertools.count):
    def __init__(self, *a):
        self._run = 5
        self._n = 7
        self._step = 'x'
        self.x = 1


c = C(3)
print(c._run, c._n, c._step, c.x, next(c), next(c), c)
print(sorted(n for n in dir(c) if not n.startswith('__')))
del c._n
print(hasattr(c, '_n'), next(c))


class Ch(itertools.chain):
    pass


h = Ch([1, 2], [3])
h._run = iter([666])
print(next(h), list(h), next(h._run))


class R(itertools.repeat):
    def __init__(self, *a):
        self._obj = 'mine'
        self._left = -1


r = R('a', 2)
print(list(r), r._obj, r._left, r)
