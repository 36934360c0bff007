# an exception inside wait_for passes through unchanged
import asyncio


async def main():
    try:
        await asyncio.wait_for(fail("broken"), 1)
    except ValueError as e:
        print("ValueError", e)
    try:
        await asyncio.wait_for(fail("also broken"), None)
    except ValueError as e:
        print("ValueError", e)


asyncio.run(main())
