# An agent races two sources under one overall deadline, keeps the first
# answer, shields a write that must finish, and reports what timed out.
import asyncio


async def source(name, delay):
    return await slow(f"{name}-answer", delay)


async def save(record):
    await slow("saved", 2)
    print("  record saved:", record)
    return True


async def main():
    async with asyncio.timeout(10):
        racers = [asyncio.create_task(source("fast", 1), name="fast"),
                  asyncio.create_task(source("slow", 4), name="slow")]
        done, pending = await asyncio.wait(racers, return_when=asyncio.FIRST_COMPLETED)
        winner = done.pop()
        print("winner:", winner.get_name(), winner.result())
        for t in pending:
            t.cancel()
        saving = asyncio.create_task(save(winner.result()))
        try:
            await asyncio.wait_for(asyncio.shield(saving), 1)
        except TimeoutError:
            print("save is slow; it goes on in the background")
        print("saved:", await saving)

    results = {}
    for name, d in [("quick", 1), ("sluggish", 20)]:
        try:
            async with asyncio.timeout(3):
                results[name] = await source(name, d)
        except TimeoutError:
            results[name] = "timed out"
    print(results)

    # as_completed with an overall timeout
    tasks = [source(n, d) for n, d in [("a", 1), ("b", 2), ("c", 30)]]
    got = []
    try:
        for fut in asyncio.as_completed(tasks, timeout=5):
            got.append(await fut)
    except TimeoutError:
        got.append("deadline")
    print(got)


asyncio.run(main())
