# StopAsyncIteration raised inside an async generator becomes RuntimeError,
# chained from it, as in CPython.
import asyncio


async def bad():
    yield await echo(1)
    raise StopAsyncIteration


async def main():
    async for x in bad():
        print(x)


asyncio.run(main())
