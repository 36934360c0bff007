# as_completed with a timeout: TimeoutError for what is not done in time
import asyncio


async def main():
    got = []
    try:
        for fut in asyncio.as_completed([slow(1, 0.05), slow(2, 10), slow(3, 0.1)], timeout=0.3):
            got.append(await fut)
    except TimeoutError:
        print("timeout after", got)
    got = []
    for fut in asyncio.as_completed([slow(1, 0.1), echo(2)], timeout=5):
        got.append(await fut)
    print(got)


asyncio.run(main())
