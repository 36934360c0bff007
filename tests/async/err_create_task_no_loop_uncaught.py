# create_task with no running event loop, uncaught
import asyncio


async def job():
    return 1

print("start")
asyncio.create_task(job())
