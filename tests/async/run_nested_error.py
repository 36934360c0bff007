# asyncio.run inside a running loop (top-level await program) is refused
import asyncio


async def inner():
    return 1


await asyncio.sleep(0)
c = inner()
try:
    asyncio.run(c)
except RuntimeError as e:
    print("RuntimeError:", e)
print(await c)
