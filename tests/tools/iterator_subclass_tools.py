# Subclasses of map and filter, itertools objects and a __call__ bound by a
# descriptor, with a tool called inside their Python code: the VM is
# snapshotted at every pause, mid-iteration.
import itertools


class Fetched(map):
    def __next__(self):
        return echo(super().__next__())


class Kept(filter):
    pass


class Binder:
    def __get__(self, obj, owner):
        return lambda x: echo(x * 2)


class Doubler:
    __call__ = Binder()


m = Fetched(lambda x: x + 1, [1, 2, 3])
print(next(m), list(m))
print(list(Kept(lambda v: echo(v) % 2, range(5))))
c = itertools.chain(map(echo, "ab"), itertools.islice(itertools.count(echo(5)), 2))
print(type(c).__name__, [x for x in c])
print([(k, list(g)) for k, g in itertools.groupby([1, 1, 2], key=echo)])
print(Doubler()(echo(4)))
