# an exception raised while handling the cancel replaces CancelledError
import asyncio


async def w():
    try:
        await asyncio.sleep(10)
    finally:
        raise ValueError("from finally")


async def main():
    t = asyncio.create_task(w())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except ValueError as e:
        print("ValueError:", e)
    print(t.cancelled(), type(t.exception()).__name__)


asyncio.run(main())
