# A task that ends with an exception no one retrieves is logged on stderr
# ("Task exception was never retrieved", the task, its traceback), through
# the 'asyncio' logger; tasks whose exception was awaited, read or gathered
# are not.  (CPython logs when the task is freed, baton as the loop ends:
# the same stderr when nothing else is written there.)
import asyncio


async def fail(n):
    await asyncio.sleep(0)
    raise KeyError('task %d' % n)


async def fine(n):
    return n


async def main():
    asyncio.create_task(fail(1))
    seen = asyncio.create_task(fail(2))
    read = asyncio.create_task(fail(3))
    results = await asyncio.gather(fail(4), fine(5), return_exceptions=True)
    print(results)
    try:
        await seen
    except KeyError as e:
        print('awaited', e)
    print(repr(read.exception()))
    asyncio.create_task(fail(6))
    for _ in range(3):
        await asyncio.sleep(0)
    print('main done')


asyncio.run(main())
print('after run')
