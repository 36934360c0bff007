# a task that fails and is never awaited does not fail the program
import asyncio


async def bad():
    await echo(1)
    raise ValueError("nobody looks at this")


async def main():
    t = asyncio.create_task(bad())
    await asyncio.sleep(0.05)
    print("main ok", t.done())


asyncio.run(main())
print("after run")
