# a task that is never awaited still starts when the creator yields
import asyncio


async def log(msg):
    print("log:", msg)


async def main():
    asyncio.create_task(log("one"))
    asyncio.create_task(log("two"))
    print("main before yield")
    await asyncio.sleep(0)
    print("main after yield")


asyncio.run(main())
