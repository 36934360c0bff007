# awaiting non-awaitables: the TypeError messages
import asyncio


def plain():
    return 1


async def main():
    for v in [5, "s", None, [1], plain]:
        try:
            await v
        except TypeError as e:
            print(e)
    try:
        await plain()
    except TypeError as e:
        print(e)


asyncio.run(main())
