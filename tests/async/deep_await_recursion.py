# a chain of 300 coroutines awaiting each other, some making calls
import asyncio


async def depth(n):
    if n == 0:
        return await echo(0)
    if n % 100 == 0:
        await echo(n)
    return 1 + await depth(n - 1)


async def main():
    print(await depth(300))
    r = await asyncio.gather(depth(50), depth(120))
    print(r)


asyncio.run(main())
