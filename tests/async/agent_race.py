# ask three mirrors, keep the first answer, cancel the rest
import asyncio


async def mirror(name, delay):
    return await slow(f"answer from {name}", delay)


async def main():
    tasks = [asyncio.create_task(mirror(n, d))
             for n, d in [("eu", 0.3), ("us", 0.1), ("asia", 0.2)]]
    first = None
    for fut in asyncio.as_completed(tasks):
        first = await fut
        break
    for t in tasks:
        if not t.done():
            t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    print(first)
    print([("cancelled" if t.cancelled() else t.result()) for t in tasks])


asyncio.run(main())
