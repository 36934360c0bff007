# wait_for gives up on a slow call: TimeoutError (the builtin in 3.11)
import asyncio


async def main():
    try:
        await asyncio.wait_for(slow("late", 5), timeout=0.05)
        print("not reached")
    except TimeoutError as e:
        print("timed out:", type(e).__name__, e.args)
    try:
        await asyncio.wait_for(asyncio.sleep(10), 0.05)
    except asyncio.TimeoutError:
        print("asyncio.TimeoutError is TimeoutError:", asyncio.TimeoutError is TimeoutError)
    print("still running")


asyncio.run(main())
