# starmap asks its iterator again after a StopIteration, as CPython's does:
# an iterator that resumes gives more items through it.
import itertools


class Flaky:
    def __init__(self):
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        if self.n % 3 == 0:
            raise StopIteration
        return (self.n, 2)


sm = itertools.starmap(pow, Flaky())
out = []
for _ in range(6):
    try:
        out.append(next(sm))
    except StopIteration:
        out.append('stop')
print(out)
print(list(itertools.starmap(max, [(1, 5), [7, 2], 'ab'])))
print(iter(sm) is sm, type(sm).__name__)
try:
    next(itertools.starmap(pow, [3]))
except TypeError as exc:
    print('TypeError', exc)
try:
    itertools.starmap(pow)
except TypeError as exc:
    print('TypeError', exc)
for x in itertools.starmap(divmod, [(7, 2), (9, 4)]):
    print(x)
