# create_task straight on a tool call (a coroutine in CPython)
import asyncio


async def main():
    t = asyncio.create_task(echo("direct"))
    u = asyncio.create_task(double(8))
    print(await t, await u)
    print(t.done(), t.result(), u.result())


asyncio.run(main())
