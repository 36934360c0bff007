# create tasks first, await them later, in any order
import asyncio


async def work(i):
    v = await echo(i)
    w = await double(v)
    return v + w


async def main():
    tasks = [asyncio.create_task(work(i)) for i in range(5)]
    print("created", len(tasks))
    print([t.done() for t in tasks])
    for t in reversed(tasks):
        print(await t)
    print([t.done() for t in tasks])
    print([t.result() for t in tasks])


asyncio.run(main())
