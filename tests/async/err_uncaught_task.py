# an exception in a task reaches the code that awaits it, uncaught there
import asyncio


async def worker():
    await echo(1)
    return {}["missing"]


async def main():
    t = asyncio.create_task(worker())
    print("waiting")
    await t


asyncio.run(main())
