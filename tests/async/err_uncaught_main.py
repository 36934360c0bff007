# an exception escaping main ends the run with a traceback
import asyncio


async def step(n):
    if n == 3:
        await fail("boom at 3")
    return await echo(n)


async def main():
    for i in range(5):
        print(await step(i))


asyncio.run(main())
