# ensure_future wraps a coroutine in a task and returns a task unchanged
import asyncio


async def job(n):
    return await double(n)


async def main():
    f = asyncio.ensure_future(job(5))
    print(isinstance(f, asyncio.Task))
    t = asyncio.create_task(job(6))
    print(asyncio.ensure_future(t) is t)
    print(await f, await t)


asyncio.run(main())
