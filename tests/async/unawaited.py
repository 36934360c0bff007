# coroutines and tool calls that are never awaited do nothing visible
import asyncio


async def noisy():
    print("never printed")


async def main():
    noisy()
    echo("ignored")
    c = double(4)
    print("main", await echo("awaited"))


asyncio.run(main())
noisy()
print("end")
