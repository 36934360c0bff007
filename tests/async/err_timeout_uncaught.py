# an uncaught wait_for timeout
import asyncio


async def main():
    print("start")
    await asyncio.wait_for(slow("x", 10), 0.05)


asyncio.run(main())
