# unbounded await recursion: RecursionError
import asyncio


async def down(n):
    return await down(n + 1)


async def main():
    try:
        await down(0)
    except RecursionError:
        print("RecursionError caught")
    await down(0)


asyncio.run(main())
