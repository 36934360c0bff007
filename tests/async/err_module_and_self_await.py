# error paths of the asyncio module: a missing name, a task awaiting itself
import asyncio


async def selfish():
    await asyncio.sleep(0)
    await me


async def main():
    global me
    try:
        asyncio.Semaphorre
    except AttributeError as e:
        print(type(e).__name__, e)
    me = asyncio.create_task(selfish(), name="selfish")
    try:
        await me
    except RuntimeError as e:
        msg = str(e)
        print(msg.split(":")[0], "name='selfish'" in msg, "coro=<selfish() running at" in msg)


asyncio.run(main())
