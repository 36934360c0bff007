# tasks start in creation order and run to their first await; the creator
# goes on until its own first await
import asyncio


async def step(name):
    print(name, "start")
    await asyncio.sleep(0)
    print(name, "middle")
    await asyncio.sleep(0)
    print(name, "end")


async def main():
    t1 = asyncio.create_task(step("t1"))
    t2 = asyncio.create_task(step("t2"))
    print("main after create")
    await asyncio.sleep(0)
    print("main after first yield")
    t3 = asyncio.create_task(step("t3"))
    await t1
    print("main after t1")
    await t2
    await t3
    print("main end")


asyncio.run(main())
