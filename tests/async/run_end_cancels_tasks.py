# when main returns, asyncio.run cancels the tasks still running: their
# finally blocks run before asyncio.run returns
import asyncio


async def background():
    try:
        await slow("never", 100)
    finally:
        print("background cleanup")


async def main():
    asyncio.create_task(background())
    await asyncio.sleep(0)
    print("main done")


asyncio.run(main())
print("after run")
