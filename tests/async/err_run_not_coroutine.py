# asyncio.run of something that is not a coroutine
import asyncio

try:
    asyncio.run(5)
except ValueError as e:
    print("ValueError:", e)
asyncio.run([1, "two"])
