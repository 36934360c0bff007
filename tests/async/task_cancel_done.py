# cancel() on a finished task does nothing and returns False
import asyncio


async def main():
    t = asyncio.create_task(echo("r"))
    print(await t)
    print(t.cancel(), t.cancelled(), t.result())
    e = asyncio.create_task(fail("x"))
    try:
        await e
    except ValueError:
        pass
    print(e.cancel(), e.cancelled(), type(e.exception()).__name__)


asyncio.run(main())
