# wait_for returns the result when it comes in time
import asyncio


async def two_calls(x):
    a = await echo(x)
    return await double(a)


async def main():
    print(await asyncio.wait_for(echo("quick"), 1))
    print(await asyncio.wait_for(slow("in time", 0.05), timeout=1.0))
    print(await asyncio.wait_for(two_calls(21), 5))
    print(await asyncio.wait_for(echo("no limit"), None))
    t = asyncio.create_task(two_calls(4))
    print(await asyncio.wait_for(t, 2), t.done())


asyncio.run(main())
