# gather starts its coroutines in argument order; each prints before its call
import asyncio


async def fetch(name):
    print("start", name)
    r = await echo(name.upper())
    return r


async def main():
    r = await asyncio.gather(fetch("a"), fetch("b"), fetch("c"))
    print(r)


asyncio.run(main())
