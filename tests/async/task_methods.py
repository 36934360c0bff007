# Task.done / result / exception / get_name on finished tasks
import asyncio


async def ok():
    return await echo("fine")


async def bad():
    await echo(0)
    raise RuntimeError("it broke")


async def main():
    t1 = asyncio.create_task(ok(), name="good-one")
    t2 = asyncio.create_task(bad(), name="bad-one")
    print(t1.get_name(), t2.get_name())
    print(t1.done(), t2.done())
    res = await asyncio.gather(t1, t2, return_exceptions=True)
    print(res)
    print(t1.done(), t2.done())
    print(t1.result(), t1.exception())
    e = t2.exception()
    print(type(e).__name__, e)
    try:
        t2.result()
    except RuntimeError as e:
        print("result() raised", e)
    print(t1.cancelled(), t2.cancelled())


asyncio.run(main())
