# asyncio.run called twice in a row, and a task per run
import asyncio

seen = []


async def job(tag):
    t = asyncio.create_task(echo(tag))
    seen.append(await t)
    return len(seen)


print(asyncio.run(job("first")))
print(asyncio.run(job("second")))
print(seen)
