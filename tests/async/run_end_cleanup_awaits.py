# at the end of the program, tasks still running are cancelled and their
# cleanup (which awaits a tool call) runs to the end
import asyncio


async def background(name):
    try:
        await asyncio.sleep(100)
    finally:
        r = await double(21)
        print(name, "cleanup", r)


t = asyncio.create_task(background("bg"))
await asyncio.sleep(0)
print("program done")
