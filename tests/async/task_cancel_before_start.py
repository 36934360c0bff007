# a task cancelled before it ever ran never runs its body
import asyncio


async def body():
    print("body ran")
    return 1


async def main():
    t = asyncio.create_task(body())
    print(t.cancel())
    print(t.done(), t.cancelled())
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled before start")
    print(t.done(), t.cancelled())


asyncio.run(main())
