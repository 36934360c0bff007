# StopIteration thrown into a generator that has not started leaves its new
# frame: CPython's RuntimeError, caused by it; the generator is closed
import inspect


def gen():
    yield 1


def show(f):
    try:
        print('ok', f())
    except BaseException as e:
        c = e.__cause__
        print(type(e).__name__, e, '| cause', type(c).__name__, c, e.__suppress_context__)


g = gen()
show(lambda: g.throw(StopIteration))
print(inspect.getgeneratorstate(g))
show(lambda: next(g))
g = gen()
show(lambda: g.throw(StopIteration('why')))
g = gen()
show(lambda: g.throw(ValueError('plain')))
g = gen()
next(g)
show(lambda: g.throw(StopIteration))


async def coro():
    return 1

c = coro()
show(lambda: c.throw(StopIteration))
c.close()
it = map(int, '12')
show(lambda: next(it))
g = (x for x in range(3))
show(lambda: g.throw(StopIteration))
