# the task catches CancelledError and re-raises, or swallows it and returns
import asyncio


async def reraiser():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        print("reraiser: cleaning up")
        raise


async def swallower():
    try:
        await slow(1, 10)
    except asyncio.CancelledError:
        print("swallower: ignoring the cancel")
    return "survived"


async def main():
    a = asyncio.create_task(reraiser())
    b = asyncio.create_task(swallower())
    await asyncio.sleep(0.01)
    a.cancel()
    b.cancel()
    res = await asyncio.gather(a, b, return_exceptions=True)
    print([type(x).__name__ for x in res])
    print(res[1])
    print(a.cancelled(), b.cancelled())


asyncio.run(main())
