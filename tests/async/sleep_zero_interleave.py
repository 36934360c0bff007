# sleep(0) yields to the other ready tasks, round robin
import asyncio


async def worker(name, n):
    for i in range(n):
        print(name, i)
        await asyncio.sleep(0)
    print(name, "done")


async def main():
    await asyncio.gather(worker("a", 3), worker("b", 2), worker("c", 4))


asyncio.run(main())
