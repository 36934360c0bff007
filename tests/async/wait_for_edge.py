# wait_for with a zero timeout, on a finished task, and nested wait_for
import asyncio


async def call():
    return await echo(1)


async def main():
    # (a coroutine that has not started: a bare tool call would not do, as
    # the host may have answered it already)
    try:
        await asyncio.wait_for(call(), 0)
    except TimeoutError:
        print("zero timeout on a coroutine: TimeoutError")
    t = asyncio.create_task(echo("ready"))
    await t
    print(await asyncio.wait_for(t, 0))
    try:
        await asyncio.wait_for(asyncio.wait_for(slow("x", 10), 5), 0.1)
    except TimeoutError:
        print("outer timeout")

    async def inner_times_out():
        try:
            return await asyncio.wait_for(slow("y", 10), 0.1)
        except TimeoutError:
            return "inner timeout"

    print(await asyncio.wait_for(inner_times_out(), 5))


asyncio.run(main())
