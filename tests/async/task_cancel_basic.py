# cancel a task waiting on a slow tool; CancelledError at the await
import asyncio


async def worker():
    print("worker started")
    r = await slow("never", 10)
    print("not reached", r)


async def main():
    t = asyncio.create_task(worker())
    await asyncio.sleep(0)
    print("cancel returns", t.cancel())
    try:
        await t
    except asyncio.CancelledError:
        print("main saw CancelledError")
    print(t.done(), t.cancelled())
    print("cancel again returns", t.cancel())


asyncio.run(main())
