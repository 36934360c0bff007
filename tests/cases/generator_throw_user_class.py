# gen.throw() and agen.athrow() with a user exception class: the class is
# instantiated as CPython normalises (value None, a tuple of arguments, one
# argument, or an instance), its __init__/__new__ run, bad classes refused.

def gen():
    try:
        yield 1
    except Exception as e:
        print("caught", type(e).__name__, e.args, getattr(e, "extra", None))
        yield 2


class AppError(Exception):
    pass


class Pair(Exception):
    def __init__(self, a, b):
        super().__init__(a + b)
        self.extra = (a, b)


class Weird(BaseException):
    def __new__(cls, *args):
        print("Weird.__new__", args)
        return 1


class NotExc:
    pass


def step(*args):
    g = gen()
    next(g)
    try:
        print("->", g.throw(*args))
    except BaseException as e:
        print(type(e).__name__, e)


step(AppError)
step(AppError, "one")
step(AppError, ("a", "b"))
step(AppError, AppError("inst"))
step(AppError, None, None)
step(Pair, (1, 2))
step(Pair, 5)
step(Weird)
step(Weird, "x")
step(NotExc)
step(NotExc, 1)
step(AppError("x"), 2)
step(KeyError, AppError("k"))

# a bound throw called later, and throw into a finished generator
g = gen()
t = g.throw
next(g)
print(t(AppError, "late"))
try:
    g.throw(AppError, "done")
except AppError as e:
    print("propagated", e)


async def agen():
    try:
        yield 1
    except AppError as e:
        print("agen caught", e.args)
        yield 2


async def main():
    a = agen()
    print(await a.__anext__())
    print(await a.athrow(AppError, "boom"))
    b = agen()
    await b.__anext__()
    try:
        await b.athrow(Pair, (3, 4))
    except Pair as e:
        print("agen propagated", e.args, e.extra)

import asyncio
asyncio.run(main())
