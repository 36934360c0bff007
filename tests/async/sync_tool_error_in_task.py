# a sync tool that raises inside a task: the task fails with it
import asyncio


async def bad():
    return add("text", 5)


async def good():
    return add(40, 2)


async def main():
    r = await asyncio.gather(bad(), good(), return_exceptions=True)
    print(type(r[0]).__name__, r[1])


asyncio.run(main())
