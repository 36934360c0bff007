# map, filter, zip, enumerate, iter(callable, sentinel) and itertools'
# chain, cycle, accumulate, compress and tee go on after an error from
# their function or iterator, as CPython's C iterators do (a generator
# would be finished).
import itertools


class It:
    # an iterator whose second item is an error
    def __init__(self):
        self.i = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.i += 1
        if self.i == 2:
            raise ValueError('two')
        if self.i > 4:
            raise StopIteration
        return self.i


def f(x):
    if x == 2:
        raise ValueError('f2')
    return x * 10


def drain(name, it):
    out = []
    for _ in range(6):
        try:
            out.append(next(it))
        except StopIteration:
            out.append('stop')
        except ValueError as e:
            out.append(str(e))
    print(name, out)


drain('map', map(f, range(5)))
drain('map2', map(lambda a, b: f(a) + b, range(5), range(5)))
drain('map2It', map(lambda a, b: (a, b), range(9), It()))
drain('mapIt', map(lambda x: x, It()))
drain('filter', filter(lambda x: f(x) > 0, range(5)))
drain('filterIt', filter(None, It()))
drain('zipIt', zip(It(), range(10)))
drain('zipIt2', zip(range(10), It()))
drain('zipmap', zip(range(4), map(f, range(4))))
drain('enumIt', enumerate(It()))
n = 0


def cal():
    global n
    n += 1
    if n == 2:
        raise ValueError('cal2')
    return n


drain('iter2', iter(cal, 5))
drain('chain', itertools.chain(It(), [7, 8]))
drain('chainmap', itertools.chain(map(f, range(4)), [7]))
drain('from_iterable', itertools.chain.from_iterable([[1], It(), [9]]))
drain('cycle', itertools.cycle(It()))
drain('acc', itertools.accumulate(It()))
drain('accf', itertools.accumulate(range(5), lambda a, b: f(b) + a))
drain('compress', itertools.compress(It(), itertools.repeat(1)))
drain('compress2', itertools.compress(range(5), It()))
a, b = itertools.tee(It())
drain('tee', a)
drain('teeb', b)

# a for loop over a map ends at its error; a new loop goes on after it
m = map(f, range(5))
try:
    for x in m:
        print('item', x)
except ValueError as e:
    print('caught', e)
print(list(m))

# StopIteration from the function ends this loop only
def g(x):
    if x == 1:
        raise StopIteration
    return x


m = map(g, range(4))
print(list(m), list(m))

# a generator given to map is finished by its error: the map then ends
def gen():
    yield 1
    raise ValueError('gen')
    yield 2


m = map(str, gen())
drain('mapgen', m)

# map over a map: the inner error passes through, both go on
drain('mapmap', map(lambda x: -x, map(f, range(4))))
