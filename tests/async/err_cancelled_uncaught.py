# awaiting a cancelled task without catching CancelledError
import asyncio


async def main():
    t = asyncio.create_task(asyncio.sleep(10))
    await asyncio.sleep(0)
    t.cancel()
    print("cancelled it")
    await t


asyncio.run(main())
