# gather of something that is not awaitable
import asyncio


async def main():
    try:
        await asyncio.gather(echo(1), 5)
    except TypeError as e:
        print("TypeError:", e)
    try:
        asyncio.create_task(5)
    except TypeError as e:
        print("TypeError:", e)


asyncio.run(main())
