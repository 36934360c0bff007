# as_completed yields in completion order: distinct delays make it fixed
import asyncio


async def main():
    calls = [slow("third", 0.3), slow("first", 0.1), slow("fourth", 0.4), slow("second", 0.2)]
    for fut in asyncio.as_completed(calls):
        print(await fut)


asyncio.run(main())
