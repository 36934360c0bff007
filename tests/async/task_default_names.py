# default task names count from Task-1 (the main task)
import asyncio


async def nothing():
    return 0


async def main():
    a = asyncio.create_task(nothing())
    b = asyncio.create_task(nothing())
    c = asyncio.create_task(nothing(), name="named")
    print(a.get_name(), b.get_name(), c.get_name())
    await a
    await b
    await c


asyncio.run(main())
