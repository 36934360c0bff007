# an exception inside a task: caught inside, or re-raised at the await
import asyncio


async def careful():
    try:
        await fail("inside")
    except ValueError as e:
        return f"handled {e}"


async def careless():
    return await fail("outside")


async def main():
    a = asyncio.create_task(careful())
    b = asyncio.create_task(careless())
    print(await a)
    try:
        await b
    except ValueError as e:
        print("awaiting b raised:", e)
    print(b.done(), type(b.exception()).__name__)
    try:
        await b
    except ValueError as e:
        print("again:", e)


asyncio.run(main())
