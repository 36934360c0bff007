# a task may be awaited many times; its result stays
import asyncio


async def main():
    async def compute():
        return await double(50)

    t = asyncio.create_task(compute())
    print(await t)
    print(await t)
    r = await asyncio.gather(t, t, t)
    print(r)


asyncio.run(main())
