# A suspended generator whose local variable is rebound is closed at once,
# as CPython's reference counting closes it: its finally blocks and with
# exits run at the assignment.
import contextlib


def numbers(tag):
    try:
        yield 1
        yield 2
    finally:
        print('finally', tag)


def rebound_to_none():
    g = numbers('a')
    print(next(g))
    g = None
    print('after a')


def rebound_to_another():
    g = numbers('b1')
    next(g)
    g = numbers('b2')
    next(g)
    print('after b')


def still_referenced():
    g = numbers('c')
    keep = [g]
    next(g)
    g = None
    print('after c, kept', len(keep))
    return keep


def self_assigned():
    g = numbers('d')
    next(g)
    g = g
    print('after d')
    g = 0
    print('after d2')


@contextlib.contextmanager
def managed(name):
    print('enter', name)
    try:
        yield name
    finally:
        print('exit', name)


def lines(name):
    with managed(name) as m:
        yield m + '1'
        yield m + '2'


def with_generator():
    it = lines('m')
    print(next(it))
    it = None
    print('after m')


def param_rebound(g):
    print(next(g))
    g = None
    print('after param')


def finished():
    g = numbers('f')
    print(list(g))
    g = numbers('f2')
    print('after f')


def close_raises():
    def bad():
        try:
            yield 1
        finally:
            raise ValueError('ignored')
    g = bad()
    next(g)
    g = None
    print('after bad')


rebound_to_none()
rebound_to_another()
kept = still_referenced()
print('returned')
self_assigned()
with_generator()
p = numbers('p')
param_rebound(p)
print('param done')
finished()
close_raises()
print('end')
