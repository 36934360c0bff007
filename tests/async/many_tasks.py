# five hundred tasks, each sleeping a little and calling a tool
import asyncio


async def job(i):
    await asyncio.sleep((i % 7) * 0.01)
    return await double(i)


async def main():
    tasks = [asyncio.create_task(job(i)) for i in range(500)]
    total = 0
    for t in tasks:
        total += await t
    print(total, all(t.done() for t in tasks))


asyncio.run(main())
