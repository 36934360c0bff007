# result()/exception() of a task that has not finished
import asyncio


async def waiter():
    return await slow("done", 0.05)


async def main():
    t = asyncio.create_task(waiter())
    try:
        t.result()
    except asyncio.InvalidStateError as e:
        print(type(e).__name__, e)
    try:
        t.exception()
    except asyncio.InvalidStateError as e:
        print(type(e).__name__, repr(e))
    print(await t)
    print(t.result(), t.exception())


asyncio.run(main())
