# sleep with a zero or negative delay returns at once
import asyncio


async def main():
    print(await asyncio.sleep(-1, "negative"))
    print(await asyncio.sleep(0.0, "zero float"))
    r = await asyncio.gather(asyncio.sleep(0, 1), asyncio.sleep(-5, 2), echo(3))
    print(r)


asyncio.run(main())
