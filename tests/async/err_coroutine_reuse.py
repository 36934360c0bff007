# a coroutine can be awaited only once
import asyncio


async def f():
    return await echo(7)


async def main():
    c = f()
    print(await c)
    try:
        await c
    except RuntimeError as e:
        print("RuntimeError:", e)


asyncio.run(main())
