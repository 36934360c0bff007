# asyncio.timeout / timeout_at: expiry into TimeoutError, nesting, no
# expiry, None, states and misuse
import asyncio


async def main():
    try:
        async with asyncio.timeout(1) as cm:
            print("entered:", cm.expired())
            await slow("never", 10)
    except TimeoutError as e:
        print("timed out:", repr(e), cm.expired(), repr(cm))
        print("cause:", type(e.__cause__).__name__)

    async with asyncio.timeout(10) as cm:
        r = await slow("quick", 1)
    print("in time:", r, cm.expired(), repr(cm))

    async with asyncio.timeout(None) as cm:
        r = await slow("no limit", 3)
    print("None:", r, cm.when(), repr(cm))

    async with asyncio.timeout_at(None) as cm:
        await echo(1)
    print("timeout_at(None):", cm.expired())

    # the inner timeout fires first: only it raises
    try:
        async with asyncio.timeout(5):
            try:
                async with asyncio.timeout(1):
                    await slow("inner", 10)
            except TimeoutError:
                print("inner timed out")
            r = await slow("after", 1)
            print("outer goes on:", r)
    except TimeoutError:
        print("outer timed out (wrong)")

    # the outer fires first
    try:
        async with asyncio.timeout(1):
            async with asyncio.timeout(5):
                await slow("both", 10)
    except TimeoutError:
        print("outer timed out")

    # a timeout that catches the cancellation inside and goes on
    try:
        async with asyncio.timeout(1):
            try:
                await slow("swallowed", 10)
            except asyncio.CancelledError:
                print("cancel seen inside")
                raise
    except TimeoutError:
        print("then TimeoutError")

    # zero and negative delays expire at the first await
    for d in (0, -1):
        try:
            async with asyncio.timeout(d):
                await slow("x", 1)
        except TimeoutError:
            print("expired at once:", d)

    t = asyncio.current_task()
    print("cancelling after all that:", t.cancelling())

    cm = asyncio.timeout(1)
    try:
        cm.reschedule(None)
    except RuntimeError as e:
        print("RuntimeError", e)
    async with cm:
        pass
    try:
        async with cm:
            pass
    except RuntimeError as e:
        print("RuntimeError", e)
    try:
        cm.reschedule(None)
    except RuntimeError as e:
        print("RuntimeError", e)

    # wait_for inside a timeout, a timeout inside a task
    async def worker():
        async with asyncio.timeout(2):
            return await asyncio.wait_for(slow("w", 1), 5)

    print("worker:", await asyncio.create_task(worker()))


asyncio.run(main())
