# the main coroutine cancels sleeping tasks after a while
import asyncio

done = []


async def sleeper(name, delay):
    try:
        await asyncio.sleep(delay)
        done.append(name)
    except asyncio.CancelledError:
        done.append(name + " cancelled")
        raise


async def main():
    tasks = [asyncio.create_task(sleeper(f"s{i}", d))
             for i, d in enumerate([0.05, 5, 0.1, 10])]
    await asyncio.sleep(0.2)
    for t in tasks:
        t.cancel()
    r = await asyncio.gather(*tasks, return_exceptions=True)
    print(done)
    print([type(x).__name__ for x in r])


asyncio.run(main())
