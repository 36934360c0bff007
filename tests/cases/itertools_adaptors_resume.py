# dropwhile, filterfalse and takewhile ask their iterator again after it
# raised, as CPython's do: an iterator that resumes after StopIteration (or
# after another error) gives more items through them.  takewhile's rejected
# item ends it for good, and the source is not read again.
import itertools


class Resuming:
    def __init__(self, stop_at=(3,), fail_at=()):
        self.n = 0
        self.stop_at = stop_at
        self.fail_at = fail_at

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        if self.n in self.stop_at:
            raise StopIteration
        if self.n in self.fail_at:
            raise ValueError(f'fail {self.n}')
        return self.n


def drive(it, times=6):
    out = []
    for _ in range(times):
        try:
            out.append(next(it))
        except StopIteration:
            out.append('stop')
        except ValueError as exc:
            out.append(str(exc))
    return out


print(drive(itertools.takewhile(lambda x: x < 5, Resuming())))
print(drive(itertools.dropwhile(lambda x: x < 2, Resuming())))
print(drive(itertools.dropwhile(lambda x: x < 5, Resuming())))
print(drive(itertools.filterfalse(lambda x: x % 2, Resuming(stop_at=(4,)), ), 7))
print(drive(itertools.filterfalse(lambda x: x != 4, Resuming(fail_at=(2,), stop_at=(3, 5, 6, 7)))))
print(drive(itertools.takewhile(bool, Resuming(fail_at=(2, 4)))))
print(drive(itertools.starmap(divmod, itertools.pairwise(Resuming(stop_at=())))))
print(drive(itertools.starmap(int.__add__, itertools.takewhile(bool, [(1, 2), (3, 4), (), (5, 6)]))))
src = Resuming(stop_at=())
tw = itertools.takewhile(lambda x: x < 3, src)
print(list(tw), list(tw), src.n)


def boom(x):
    if x == 2:
        raise ValueError(f'pred {x}')
    return True


tw = itertools.takewhile(boom, Resuming(stop_at=()))
print(drive(tw, 4))
print(list(itertools.takewhile(lambda x: x < 4, range(10))),
      list(itertools.dropwhile(lambda x: x < 4, range(7))),
      list(itertools.filterfalse(None, [0, 1, '', 'a', None, []])))
for name in ('takewhile', 'dropwhile', 'filterfalse'):
    try:
        getattr(itertools, name)(bool)
    except TypeError as exc:
        print(exc)
print(type(itertools.dropwhile(bool, [])).__name__, iter(tw) is tw)
