# TaskGroup, timeout and wait at the top level (the main task is the
# parent that a failing child cancels)
import asyncio


async def job(x, delay, boom=False):
    await slow(x, delay)
    if boom:
        raise ValueError(f"{x} failed")
    return x


try:
    async with asyncio.TaskGroup() as tg:
        t = tg.create_task(job("ok", 1))
        tg.create_task(job("bad", 2, boom=True))
        try:
            await slow("main body", 10)
        except asyncio.CancelledError:
            print("main body cancelled by the group")
            raise
        print("not reached")
except ExceptionGroup as eg:
    print("caught:", repr(eg), t.result())
print("cancelling:", asyncio.current_task().cancelling())

try:
    async with asyncio.timeout(1):
        await slow("x", 5)
except TimeoutError:
    print("top-level timeout")

done, pending = await asyncio.wait([asyncio.create_task(job(i, i)) for i in (1, 3)], timeout=2)
print(len(done), len(pending))
print(await asyncio.shield(job("s", 1)))
