# cancelling a task that awaits another task cancels that one too
import asyncio


async def inner():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        print("inner cancelled")
        raise


async def outer(t):
    try:
        await t
    except asyncio.CancelledError:
        print("outer cancelled")
        raise


async def main():
    ti = asyncio.create_task(inner())
    to = asyncio.create_task(outer(ti))
    await asyncio.sleep(0.01)
    to.cancel()
    r = await asyncio.gather(to, ti, return_exceptions=True)
    print([type(x).__name__ for x in r])
    print(ti.cancelled(), to.cancelled())


asyncio.run(main())
