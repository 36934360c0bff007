# a cancelled task may still await tool calls in its cleanup
import asyncio


async def worker():
    try:
        await slow("never", 10)
    except asyncio.CancelledError:
        r = await echo("cleanup call")
        print("cleanup got", r)
        await asyncio.sleep(0.01)
        print("cleanup slept")
        raise


async def main():
    t = asyncio.create_task(worker())
    await asyncio.sleep(0.05)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("worker cancelled:", t.cancelled())


asyncio.run(main())
