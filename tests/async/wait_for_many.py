# several wait_for at once with different limits, results gathered
import asyncio


async def guarded(x, delay, limit):
    try:
        return await asyncio.wait_for(slow(x, delay), limit)
    except TimeoutError:
        return f"{x}: timeout"


async def main():
    jobs = [("a", 0.05, 1), ("b", 2, 0.1), ("c", 0.1, 0.5), ("d", 5, 0.2), ("e", 0.15, 0.3)]
    r = await asyncio.gather(*[guarded(*j) for j in jobs])
    for line in r:
        print(line)


asyncio.run(main())
