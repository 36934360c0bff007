# itertools.chain after an error, as CPython's: an error from the active
# iterator leaves it active (the next call asks it again), but an argument
# that is not iterable, or a source that raises, ends the chain for good.
import itertools


class Flaky:
    def __init__(self):
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        if self.n == 2:
            raise ValueError('flaky')
        if self.n > 4:
            raise StopIteration
        return self.n


def drain(it, tries=6):
    out = []
    for _ in range(tries):
        try:
            out.append(next(it))
        except StopIteration:
            out.append('stop')
        except Exception as e:
            out.append(f'{type(e).__name__}: {e}')
    return out


print(drain(itertools.chain([0], Flaky(), ['z'])))
print(drain(itertools.chain([1], 5, [2, 3])))
print(drain(itertools.chain(5, [2, 3])))


def source():
    yield [1]
    raise KeyError('src')


print(drain(itertools.chain.from_iterable(source())))
print(drain(itertools.chain.from_iterable([[1], 7, [2]])))
print(list(itertools.chain('ab', [], range(2))), list(itertools.chain()))
