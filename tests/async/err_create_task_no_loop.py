# create_task with no running event loop
import asyncio


async def job():
    return 1


try:
    asyncio.create_task(job())
except RuntimeError as e:
    print("RuntimeError:", e)
print(asyncio.run(job()))
