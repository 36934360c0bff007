# coroutine.__await__(): user awaitables delegating to a coroutine
import asyncio


async def fetch(x):
    return await echo(x) + "!"


class Lazy:
    def __init__(self, x):
        self.x = x

    def __await__(self):
        return fetch(self.x).__await__()


class Twice:
    def __await__(self):
        a = yield from fetch("one").__await__()
        b = yield from fetch("two").__await__()
        return [a, b]


async def main():
    print(await Lazy("lazy"))
    print(await Twice())
    print(await asyncio.gather(Lazy("g1"), Lazy("g2")))
    t = asyncio.ensure_future(Lazy("task"))
    print(await t)
    w = fetch("w").__await__()
    print(type(w).__name__, iter(w) is w)
    w.close()
    c = fetch("c")
    print(c.__await__() is not None)
    c.close()


asyncio.run(main())
