# A task cancelled twice before it runs again: the CancelledError it sees
# carries the message of the cancel that reached what it awaited (the
# first), as CPython's Task keeps its waiter's CancelledError; cancelling()
# counts both.  A task that awaits a future which ends normally meanwhile
# gets the task's own (latest) message.
import asyncio


async def victim(fut):
    try:
        await fut
    except asyncio.CancelledError as e:
        print('victim got', e.args, asyncio.current_task().cancelling())
        raise


async def main():
    for first, second in (('bye', 'second'), (None, 'later'), ('only', None)):
        loop = asyncio.get_running_loop()
        t = asyncio.create_task(victim(loop.create_future()))
        await asyncio.sleep(0)
        print(t.cancel(first), t.cancel(second), t.cancelling())
        try:
            await t
        except asyncio.CancelledError as e:
            print('awaited', e.args)
    # the awaited future gets a result before the task runs: the task's
    # own cancel message is raised at the await
    fut = asyncio.get_running_loop().create_future()
    t = asyncio.create_task(victim(fut))
    await asyncio.sleep(0)
    fut.set_result(1)
    t.cancel('after result')
    try:
        await t
    except asyncio.CancelledError as e:
        print('awaited', e.args)
    # a sleep cancelled twice
    t = asyncio.create_task(victim(asyncio.sleep(5)))
    await asyncio.sleep(0)
    t.cancel('one')
    t.cancel('two')
    try:
        await t
    except asyncio.CancelledError as e:
        print('awaited', e.args)


asyncio.run(main())
