# result() of a pending task, uncaught
import asyncio


async def main():
    t = asyncio.create_task(echo(1))
    print(t.done())
    t.result()


asyncio.run(main())
