# async generators consumed concurrently (gather, TaskGroup), asend/athrow/
# aclose with tools awaited inside, async comprehensions over them
import asyncio


async def pages(name, n):
    try:
        for i in range(n):
            yield await slow(f"{name}{i}", 1)
    finally:
        print(f"  {name} closed")


async def collect(name, n):
    return [p async for p in pages(name, n)]


async def accumulator():
    total = 0
    try:
        while True:
            x = yield total
            if x is None:
                break
            total += await double(x)
    except KeyError as e:
        yield f"reset after {e}"
    finally:
        print("  accumulator closed")


async def main():
    print(await asyncio.gather(collect("a", 2), collect("b", 3)))
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(collect("c", 1))
        t2 = tg.create_task(collect("d", 2))
    print(t1.result(), t2.result())

    acc = accumulator()
    print(await acc.asend(None))
    print(await acc.asend(1), await acc.asend(2))
    print(await acc.athrow(KeyError("k")))
    await acc.aclose()
    try:
        await acc.asend(3)
    except StopAsyncIteration:
        print("exhausted")

    g = pages("e", 5)
    print(await g.__anext__(), await anext(g))
    await g.aclose()

    doubled = {x: await double(len(x)) async for x in pages("f", 2)}
    print(doubled)

    try:
        async with asyncio.timeout(1.5):
            async for p in pages("g", 10):
                print("  got", p)
    except TimeoutError:
        print("generator timed out")


asyncio.run(main())


async def more():
    g = pages("h", 1)
    print(await anext(g), await anext(g, "done"))
    it = aiter(pages("i", 1))
    print([x async for x in it])
    for bad in (1, [1]):
        try:
            aiter(bad)
        except TypeError as e:
            print("TypeError", e)
    try:
        anext([1])
    except TypeError as e:
        print("TypeError", e)

asyncio.run(more())
