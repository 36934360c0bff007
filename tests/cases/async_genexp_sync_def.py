# An asynchronous generator expression may stand in a plain function (it
# is an async generator); awaiting through it needs a coroutine.
import asyncio


def make(xs):
    return (x * 2 async for x in xs)


async def numbers():
    for i in range(3):
        await asyncio.sleep(0)
        yield i


async def main():
    g = make(numbers())
    print(type(g).__name__, [v async for v in g])
    print([[x async for x in numbers()] for _ in range(2)])
    print(await asyncio.gather(*[anext_or(numbers()) for _ in range(2)]))


async def anext_or(g):
    return await g.__anext__()


asyncio.run(main())
