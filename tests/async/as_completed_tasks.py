# as_completed over tasks; collecting everything, then reporting
import asyncio


async def job(name, delay):
    await asyncio.sleep(delay)
    return name


async def main():
    tasks = [asyncio.create_task(job(n, d)) for n, d in [("x", 0.2), ("y", 0.05), ("z", 0.1)]]
    order = []
    for f in asyncio.as_completed(tasks):
        order.append(await f)
    print(order)
    print([t.result() for t in tasks])


asyncio.run(main())
