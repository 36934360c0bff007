# cancel(msg): the message reaches the awaiting code
import asyncio


async def w():
    await asyncio.sleep(10)


async def main():
    t = asyncio.create_task(w())
    await asyncio.sleep(0)
    t.cancel("stop now")
    try:
        await t
    except asyncio.CancelledError as e:
        print(repr(e), e.args)
    try:
        t.result()
    except asyncio.CancelledError as e:
        print("result():", repr(e))
    try:
        t.exception()
    except asyncio.CancelledError as e:
        print("exception():", repr(e))


asyncio.run(main())
