# Objects whose class defines __await__: `await x` runs
# `yield from x.__await__()` as asyncio's Task drives it.
import asyncio


class Later:
    def __init__(self, v, turns=1):
        self.v, self.turns = v, turns

    def __await__(self):
        for _ in range(self.turns):
            yield                   # a bare yield: the other tasks get a turn
        return self.v * 2


class Empty:
    def __await__(self):
        return iter([])


class Counting:
    # a user iterator as __await__'s result
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration("done")
        self.n -= 1
        return None


class Box:
    def __await__(self):
        return Counting(2)


class NotIter:
    def __await__(self):
        return 5


class BadYield:
    def __await__(self):
        yield 42


async def coro():
    return 1


class ReturnsCoro:
    def __await__(self):
        return coro()           # (CPython warns on stderr: never awaited)


class Raises:
    def __await__(self):
        yield
        raise ValueError("boom")


class CatchesCancel:
    def __await__(self):
        try:
            while True:
                yield
        except asyncio.CancelledError:
            print("cancel reached __await__")
            raise


class AsyncCM:
    def __aenter__(self):
        return Later("in")

    def __aexit__(self, *exc):
        return Later(0)


async def ticker(tag, n):
    for i in range(n):
        print(tag, i)
        await asyncio.sleep(0)


async def main():
    print(await Later(21))
    print(await Empty())
    print(await Box())
    print(await asyncio.gather(Later(1, 2), ticker("t", 3), Later(2)))
    w = Later(5)
    print(await asyncio.gather(w, w))
    for bad in (NotIter(), BadYield(), ReturnsCoro(), Raises(), 3, "s"):
        try:
            await bad
        except Exception as e:
            print(type(e).__name__, e)
    for bad in (1, None):
        try:
            asyncio.gather(Later(1), bad)
        except TypeError as e:
            print("gather:", e)
        try:
            asyncio.ensure_future(bad)
        except TypeError as e:
            print("ensure_future:", e)
    try:
        asyncio.create_task(Later(1))
    except TypeError as e:
        print("create_task:", str(e).split(" at ")[0])
    t = asyncio.ensure_future(Later(10))
    print(type(t).__name__, await t)
    print(await asyncio.wait_for(Later(4, 3), timeout=5))
    async with AsyncCM() as v:
        print("with", v)
    r = await asyncio.gather(Raises(), Later(3), return_exceptions=True)
    print([type(x).__name__ if isinstance(x, Exception) else x for x in r])
    t = asyncio.ensure_future(CatchesCancel())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled", t.cancelled())
    for f in asyncio.as_completed([Later(7)]):
        print("as_completed", await f)
    await Raises()


asyncio.run(main())
