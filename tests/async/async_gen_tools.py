# Async generators: await of tools between yields, async for with break and
# else, async comprehensions, asend/athrow/aclose, a finally that awaits a
# tool when the generator is closed, and generator expressions.
import asyncio


async def pages(n):
    try:
        for i in range(n):
            yield await echo(f"page{i}")
            await slow(i, 0.01)
    finally:
        print("pages cleanup", await double(n))


class Feed:
    def __init__(self, items):
        self.items = list(items)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.items:
            raise StopAsyncIteration
        return await echo(self.items.pop(0))


async def main():
    async for p in pages(3):
        print("got", p)
    else:
        print("no break")
    five = pages(5)
    async for p in five:
        if p == "page1":
            break
    await five.aclose()   # (CPython would also close it when collected)
    print([p async for p in pages(2)])
    print({k: lookup(k) async for k in Feed(["x", "y"])})
    print([x + y async for x in Feed("ab") for y in await asyncio.gather(echo("1"), echo("2"))])
    agen = (await double(x) async for x in Feed([1, 2, 3]) if x != 2)
    print(type(agen).__name__, [v async for v in agen])

    async def accumulate():
        total = 0
        while True:
            try:
                x = yield total
            except ValueError as e:
                x = len(str(e))
            total += await double(x)

    acc = accumulate()
    print(await acc.asend(None), await acc.asend(2), await acc.athrow(ValueError("four")))
    await acc.aclose()
    try:
        await acc.asend(1)
    except StopAsyncIteration:
        print("closed for good")

    g = pages(10)
    print(await g.__anext__(), await g.__anext__())
    await g.aclose()
    print("after aclose")
    async for x in Feed([]):
        print("never")
    tasks = [asyncio.create_task(collect(n)) for n in (1, 2)]
    print(await asyncio.gather(*tasks))


async def collect(n):
    return [p async for p in pages(n)]


asyncio.run(main())
