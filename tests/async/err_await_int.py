# awaiting something that is not awaitable: TypeError (uncaught)
import asyncio


async def main():
    print("before")
    await 42


asyncio.run(main())
