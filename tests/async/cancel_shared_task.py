# two tasks await one task; cancelling one waiter cancels the shared task,
# so the other waiter sees CancelledError too
import asyncio


async def shared():
    await slow("result", 10)


async def waiter(name, t):
    try:
        await t
    except asyncio.CancelledError:
        print(name, "cancelled")
        raise


async def main():
    s = asyncio.create_task(shared())
    a = asyncio.create_task(waiter("a", s))
    b = asyncio.create_task(waiter("b", s))
    await asyncio.sleep(0.01)
    a.cancel()
    r = await asyncio.gather(a, b, s, return_exceptions=True)
    print([type(x).__name__ for x in r])
    print(s.cancelled(), a.cancelled(), b.cancelled())


asyncio.run(main())
