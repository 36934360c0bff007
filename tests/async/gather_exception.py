# one failing call makes gather raise its exception
import asyncio


async def main():
    try:
        await asyncio.gather(echo(1), fail("bad input"), echo(3))
    except ValueError as e:
        print("caught", type(e).__name__, e)
    try:
        await asyncio.gather(double(2), fail("second"))
        print("not reached")
    except Exception as e:
        print("caught", repr(e))
    print("after")


asyncio.run(main())
