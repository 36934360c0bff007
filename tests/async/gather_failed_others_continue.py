# a failed gather does not cancel its other children (CPython 3.11)
import asyncio


async def child():
    await asyncio.sleep(0.1)
    print("child finished")
    return "late"


async def main():
    t = asyncio.create_task(child())
    try:
        await asyncio.gather(fail("early"), t)
    except ValueError as e:
        print("gather failed:", e)
    print("child cancelled?", t.cancelled(), "done?", t.done())
    print(await t)
    print(t.done(), t.cancelled())


asyncio.run(main())
