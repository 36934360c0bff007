# top-level await: tasks created at top level run when the program awaits
import asyncio


async def hello(n):
    print("hello", n)
    await asyncio.sleep(0.01 * n)
    return n * 10


tasks = [asyncio.create_task(hello(n)) for n in range(1, 4)]
print("tasks created")
total = 0
for t in tasks:
    total += await t
print("total", total)
