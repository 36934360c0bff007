# CancelledError is a BaseException: `except Exception` does not catch it
import asyncio

print(issubclass(asyncio.CancelledError, BaseException),
      issubclass(asyncio.CancelledError, Exception))
print(issubclass(asyncio.InvalidStateError, Exception), asyncio.TimeoutError is TimeoutError)


async def worker():
    try:
        await asyncio.sleep(10)
    except Exception:
        print("wrongly caught")
    return "unreachable"


async def main():
    t = asyncio.create_task(worker())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except Exception:
        print("wrongly caught in main")
    except BaseException as e:
        print("BaseException:", type(e).__name__)


asyncio.run(main())
