# asyncio.shield: the outer await is cancelled, the inner work goes on
import asyncio


async def work(x, delay):
    r = await slow(x, delay)
    print("  work done:", r)
    return r


async def main():
    print(await asyncio.shield(work("plain", 1)))

    inner = asyncio.create_task(work("shielded", 3))

    async def waiter():
        return await asyncio.shield(inner)

    w = asyncio.create_task(waiter())
    await asyncio.sleep(1)
    w.cancel()
    try:
        await w
    except asyncio.CancelledError:
        print("waiter cancelled; inner done?", inner.done())
    print("inner result:", await inner)

    # shield under wait_for: the timeout does not stop the work
    inner = asyncio.create_task(work("slowpoke", 5))
    try:
        await asyncio.wait_for(asyncio.shield(inner), 1)
    except TimeoutError:
        print("timed out; inner cancelled?", inner.cancelled())
    print("inner still finishes:", await inner)

    # errors pass through; a done future is returned as is
    async def bad():
        await echo(0)
        raise ValueError("inner failed")

    try:
        await asyncio.shield(bad())
    except ValueError as e:
        print("ValueError", e)
    t = asyncio.create_task(echo("done"))
    await t
    print(asyncio.shield(t) is t)

    # cancelling the inner task cancels the shield's future
    inner = asyncio.create_task(work("victim", 5))
    outer = asyncio.shield(inner)
    await asyncio.sleep(1)
    inner.cancel()
    try:
        await outer
    except asyncio.CancelledError:
        print("outer cancelled:", outer.cancelled())


asyncio.run(main())
