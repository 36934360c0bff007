# A task that cancels itself and then returns ends cancelled (CPython's
# Task.__step); one that raises ends with its exception; one that awaits
# after the cancel gets the CancelledError there.
import asyncio

async def selfcancel(msg):
    print("task start")
    me = asyncio.current_task()
    print(me.cancel(msg))
    print(me.cancelling(), me.cancelled(), me.done())
    return 5

async def selfcancel_then_raise():
    asyncio.current_task().cancel()
    raise ValueError("boom")

async def selfcancel_then_await():
    asyncio.current_task().cancel()
    try:
        await asyncio.sleep(0)
    except asyncio.CancelledError:
        print("cancelled at the await")
    return 7

async def main():
    for msg in (None, "why"):
        t = asyncio.create_task(selfcancel(msg))
        try:
            print(await t)
        except asyncio.CancelledError as e:
            print("main cancel", repr(e), t.cancelled())
    t = asyncio.create_task(selfcancel_then_raise())
    try:
        await t
    except Exception as e:
        print(type(e).__name__, e, t.cancelled())
    t = asyncio.create_task(selfcancel_then_await())
    print(await t, t.cancelled())
    print("main done")

asyncio.run(main())
async def main2():
    asyncio.current_task().cancel()
    print("main body")
    return 3
try:
    print(asyncio.run(main2()))
except asyncio.CancelledError as e:
    print("run raised", repr(e))
