# tasks wake in the order of their delays, whatever the creation order
import asyncio


async def nap(name, delay):
    await asyncio.sleep(delay)
    print("woke", name)
    return delay


async def main():
    r = await asyncio.gather(nap("c", 0.3), nap("a", 0.1), nap("d", 0.4), nap("b", 0.2))
    print(r)
    print(await asyncio.sleep(0.05, result="slept"))
    print(await asyncio.sleep(0, "zero"))
    print(await asyncio.sleep(0.01))


asyncio.run(main())
