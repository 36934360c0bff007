# Async generator misuse: CPython's errors, caught.
import asyncio


async def agen():
    yield await echo(1)
    yield 2


async def ignores_exit():
    while True:
        try:
            yield 1
        except GeneratorExit:
            pass


async def main():
    g = agen()
    for attempt in (lambda: iter(g), lambda: next(g), lambda: asyncio.ensure_future(g)):
        try:
            attempt()
        except TypeError as e:
            print(type(e).__name__, e)
    try:
        await g
    except TypeError as e:
        print(e)
    try:
        await g.asend(5)
    except TypeError as e:
        print(e)
    print(await g.__anext__(), repr(g).split(" at ")[0], g.__aiter__() is g)
    g2 = ignores_exit()
    await g2.__anext__()
    try:
        await g2.aclose()
    except RuntimeError as e:
        print(e)

    async def raises_stop():
        yield 1
        raise StopIteration

    try:
        async for x in raises_stop():
            pass
    except RuntimeError as e:
        print(e, type(e.__cause__).__name__)

    class NoAnext:
        def __aiter__(self):
            return 5

    class BadAnext:
        def __aiter__(self):
            return self

        def __anext__(self):
            return 7

    for o in (3, NoAnext(), BadAnext()):
        try:
            async for x in o:
                pass
        except TypeError as e:
            print(e)


asyncio.run(main())
