# cancel twice before the task runs; then a task that swallows the cancel
# and goes on awaiting
import asyncio


async def stubborn():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        print("stubborn: cancelled, carrying on")
    a = await echo("more work")
    await asyncio.sleep(0.01)
    return a


async def main():
    t = asyncio.create_task(asyncio.sleep(1))
    print(t.cancel(), t.cancel())
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled")
    s = asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    s.cancel()
    print(await s, s.cancelled())


asyncio.run(main())
