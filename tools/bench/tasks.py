# asyncio: many tasks taking turns (sleep(0)), results gathered, a
# pipeline of coroutines awaiting coroutines.
import asyncio


async def worker(i, rounds):
    total = 0
    for r in range(rounds):
        total += i * r
        await asyncio.sleep(0)
    return total


async def leaf(x):
    return x + 1


async def chain(n):
    acc = 0
    for k in range(n):
        acc += await leaf(k)
    return acc


async def main():
    tasks = [asyncio.create_task(worker(i, 20)) for i in range(2000)]
    results = await asyncio.gather(*tasks)
    print(sum(results))
    print(await chain(200000))


asyncio.run(main())
