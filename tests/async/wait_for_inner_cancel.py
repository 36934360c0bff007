# on timeout wait_for cancels the inner coroutine: its handlers run first
import asyncio


async def inner():
    try:
        await slow("x", 10)
    except asyncio.CancelledError:
        print("inner: cancelled")
        raise
    finally:
        print("inner: finally")


async def main():
    try:
        await asyncio.wait_for(inner(), 0.1)
    except TimeoutError:
        print("main: timeout")
    t = asyncio.create_task(inner())
    try:
        await asyncio.wait_for(t, 0.1)
    except TimeoutError:
        print("main: timeout again", t.cancelled())


asyncio.run(main())
