# e.__traceback__: a chain of traceback objects in CPython's order (the
# outermost frame first), growing in front as the exception propagates;
# re-raise, raise from, bare raise, caught and re-raised in the caller,
# generators, with blocks (__exit__'s third argument), asyncio tasks;
# __traceback__ = None, with_traceback, tb_next assignment and its checks
import asyncio
import sys


def lines(tb):
    out = []
    while tb is not None:
        out.append(tb.tb_lineno)
        tb = tb.tb_next
    return out


def boom():
    raise ValueError('boom')


def middle():
    boom()


def catcher():
    try:
        middle()
    except ValueError as e:
        print('in catcher', lines(e.__traceback__))
        raise


try:
    boom()
except ValueError as e:
    tb = e.__traceback__
    print(type(tb).__name__, lines(tb), tb.tb_next.tb_next)
    print(sys.exc_info()[2] is tb, isinstance(tb.tb_lasti, int))

try:
    catcher()
except ValueError as e:
    print('outside', lines(e.__traceback__))
    held = e.__traceback__

# a traceback object is not changed by later frames: new ones go in front
try:
    try:
        middle()
    except ValueError as e:
        first = e.__traceback__
        raise
except ValueError as e:
    print('bare raise keeps it', e.__traceback__ is first, lines(first))

err = None
try:
    middle()
except ValueError as e:
    err = e
before = err.__traceback__
try:
    raise err
except ValueError as e:
    print('raise again', lines(e.__traceback__), e.__traceback__.tb_next is before)

try:
    try:
        boom()
    except ValueError as e:
        raise KeyError('k') from e
except KeyError as e:
    print('from', lines(e.__traceback__), lines(e.__cause__.__traceback__))

# __traceback__ = None, with_traceback
e = ValueError('fresh')
print(e.__traceback__, e.with_traceback(None) is e)
try:
    raise e
except ValueError as x:
    print(lines(x.__traceback__))
    x.__traceback__ = None
    print(x.__traceback__)
    x.__traceback__ = held
    print(lines(x.__traceback__))
try:
    raise ValueError('again').with_traceback(held)
except ValueError as x:
    print('with_traceback', lines(x.__traceback__), x.__traceback__.tb_next is held)
try:
    raise ValueError('none').with_traceback(None)
except ValueError as x:
    print('with None', lines(x.__traceback__))
for bad in (5, 'tb', object()):
    try:
        ValueError().with_traceback(bad)
    except TypeError as x:
        print(x)
    try:
        ValueError().__traceback__ = bad
    except TypeError as x:
        print(x)
try:
    del ValueError().__traceback__
except TypeError as x:
    print(x)

# tb_next: assignable, checked
t = held
print(lines(t))
t.tb_next.tb_next = None
print(lines(t))
for v in (5, t):
    try:
        t.tb_next = v
    except (TypeError, ValueError) as x:
        print(type(x).__name__, x)
try:
    t.tb_next.tb_next = t
except ValueError as x:
    print(type(x).__name__, x)
try:
    del t.tb_next
except TypeError as x:
    print(x)
for name in ('tb_lineno', 'tb_lasti', 'tb_frame', 'other'):
    try:
        setattr(t, name, 1)
    except AttributeError as x:
        print(x)
print(sorted(dir(t)), repr(t).startswith('<traceback object at 0x'))


# generators
def gen():
    yield 1
    boom()


g = gen()
next(g)
try:
    next(g)
except ValueError as e:
    print('generator', lines(e.__traceback__))


def catching():
    try:
        yield 1
    except KeyError:
        yield sys.exc_info()[2]


g = catching()
next(g)
print('thrown', lines(g.throw(KeyError('k'))))
g = catching()
next(g)
print('thrown with tb', lines(g.throw(KeyError, KeyError('k'), held)))


# with blocks: __exit__ gets the traceback
class CM:
    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        print('exit', t.__name__ if t else t, lines(tb) if tb else tb, tb is (v.__traceback__ if v else None))
        return True


with CM():
    middle()
with CM():
    pass


# asyncio tasks
async def failing():
    await asyncio.sleep(0)
    boom()


async def main():
    task = asyncio.create_task(failing())
    try:
        await task
    except ValueError as e:
        print('task', lines(e.__traceback__))
    try:
        await failing()
    except ValueError as e:
        print('await', lines(e.__traceback__))


asyncio.run(main())

# deep recursion: one entry per frame, kept as CPython keeps them
def down(n):
    if n == 0:
        raise ValueError('bottom')
    down(n - 1)


try:
    down(200)
except ValueError as e:
    ls = lines(e.__traceback__)
    print(len(ls), ls[:3], ls[-2:])
try:
    down(5000)
except RecursionError as e:
    print('recursion', len(lines(e.__traceback__)) > 100)
