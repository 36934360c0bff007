# a cancelled child makes gather raise CancelledError, unless
# return_exceptions=True
import asyncio


async def sleeper():
    await asyncio.sleep(10)


async def main():
    t = asyncio.create_task(sleeper())
    u = asyncio.create_task(sleeper())

    async def canceller():
        await asyncio.sleep(0.01)
        t.cancel()
        await asyncio.sleep(0.01)
        u.cancel()

    asyncio.create_task(canceller())
    try:
        await asyncio.gather(t, echo("x"))
    except asyncio.CancelledError:
        print("gather raised CancelledError")
    r = await asyncio.gather(u, echo("y"), return_exceptions=True)
    print([type(x).__name__ for x in r])


asyncio.run(main())
