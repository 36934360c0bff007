# asyncio.Condition and asyncio.Barrier (CPython 3.11's order of wake-ups,
# reprs without addresses aside), BrokenBarrierError
import asyncio

log = []


async def consumer(cond, items, name):
    async with cond:
        await cond.wait_for(lambda: items)
        log.append((name, items.pop(0)))


async def producer(cond, items):
    for i in range(3):
        await asyncio.sleep(0)
        async with cond:
            items.append(i)
            cond.notify()
    await asyncio.sleep(0)


async def worker(barrier, name):
    log.append(('arrive', name))
    index = await barrier.wait()
    log.append(('pass', name, index))
    return index


async def main():
    cond = asyncio.Condition()
    print(cond.locked())
    items = []
    await asyncio.gather(*(consumer(cond, items, n) for n in 'abc'), producer(cond, items))
    print(log)
    log.clear()
    try:
        await cond.wait()
    except RuntimeError as e:
        print('RuntimeError', e)
    try:
        cond.notify()
    except RuntimeError as e:
        print('RuntimeError', e)
    async with cond:
        print(cond.locked())
        cond.notify_all()

    # notify_all wakes every waiter; each returns holding the lock
    woke = []

    async def waiter(n):
        async with cond:
            await cond.wait()
            woke.append(n)
    ts = [asyncio.create_task(waiter(n)) for n in range(3)]
    await asyncio.sleep(0)
    async with cond:
        cond.notify_all()
    await asyncio.gather(*ts)
    print(woke)

    # a shared lock
    lock = asyncio.Lock()
    c2 = asyncio.Condition(lock)
    async with lock:
        print(c2.locked())

    barrier = asyncio.Barrier(3)
    print(barrier.parties, barrier.n_waiting, barrier.broken)
    res = await asyncio.gather(*(worker(barrier, n) for n in 'xyz'))
    print(sorted(res), log)
    log.clear()
    print(barrier.n_waiting, barrier.broken)

    t = asyncio.create_task(worker(barrier, 'lonely'))
    await asyncio.sleep(0)
    print(barrier.n_waiting)
    await barrier.abort()
    try:
        await t
    except asyncio.BrokenBarrierError as e:
        print('broken:', e, barrier.broken, isinstance(e, RuntimeError))
    try:
        await barrier.wait()
    except asyncio.BrokenBarrierError as e:
        print('broken:', e)
    await barrier.reset()
    print(barrier.broken, barrier.n_waiting)
    try:
        asyncio.Barrier(0)
    except ValueError as e:
        print(e)

    b2 = asyncio.Barrier(2)

    async def enter(n):
        async with b2 as idx:
            return (n, idx)
    print(sorted(await asyncio.gather(enter('p'), enter('q'))))


asyncio.run(main())
