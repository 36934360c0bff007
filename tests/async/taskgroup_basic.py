# asyncio.TaskGroup: results, errors collected into an ExceptionGroup,
# siblings cancelled, the body's own error, names, misuse
import asyncio


cancelled = []


def show_cancelled(label):
    # (CPython cancels a group's tasks in set order: print them sorted)
    print(label, sorted(cancelled))
    cancelled.clear()


async def job(x, delay, boom=None):
    try:
        await slow(x, delay)
    except asyncio.CancelledError:
        cancelled.append(x)
        raise
    if boom:
        raise boom
    return x


async def main():
    async with asyncio.TaskGroup() as tg:
        a = tg.create_task(job("a", 2))
        b = tg.create_task(job("b", 1), name="bee")
        print("in group:", repr(tg))
    print("results:", a.result(), b.result(), b.get_name(), repr(tg))

    # one failure cancels the siblings; the group raises ExceptionGroup
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job("slow", 10))
            tg.create_task(job("bad", 1, ValueError("bad input")))
            tg.create_task(job("slower", 20))
            await asyncio.sleep(5)
            print("not reached")
    except ExceptionGroup as eg:
        print("group:", eg, eg.exceptions, eg.message)
        print(isinstance(eg, Exception), isinstance(eg, BaseExceptionGroup))
    show_cancelled("cancelled:")

    # two failures at once are both collected, in completion order
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job("x", 1, KeyError("x")))
            tg.create_task(job("y", 1, TypeError("y")))
            tg.create_task(job("z", 3))
    except ExceptionGroup as eg:
        print("two:", repr(eg))
        match, rest = eg.split(KeyError)
        print("split:", repr(match), repr(rest))
    show_cancelled("cancelled:")

    # an error in the body itself
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job("w", 2))
            raise RuntimeError("body failed")
    except ExceptionGroup as eg:
        print("body:", repr(eg))

    # tasks that finish before the body ends; nested groups
    async def inner(n):
        async with asyncio.TaskGroup() as g:
            ts = [g.create_task(job(f"{n}.{i}", i)) for i in range(1, 3)]
        return [t.result() for t in ts]

    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(inner("p"))
        t2 = tg.create_task(inner("q"))
    print("nested:", t1.result(), t2.result())

    # misuse
    tg = asyncio.TaskGroup()
    c = job("c", 1)
    try:
        tg.create_task(c)
    except RuntimeError as e:
        print("RuntimeError", e)
    async with tg:
        pass
    try:
        tg.create_task(c)
    except RuntimeError as e:
        print("RuntimeError", e)
    c.close()
    try:
        async with tg:
            pass
    except RuntimeError as e:
        print("RuntimeError", e)

    # the group itself being cancelled from outside
    async def wrapper():
        async with asyncio.TaskGroup() as g:
            g.create_task(job("inner-long", 50))
            await asyncio.sleep(50)

    w = asyncio.create_task(wrapper())
    await asyncio.sleep(1)
    w.cancel()
    try:
        await w
    except asyncio.CancelledError:
        print("wrapper cancelled:", w.cancelled())
    show_cancelled("cancelled:")


asyncio.run(main())
