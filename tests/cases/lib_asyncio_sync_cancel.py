# asyncio's Queue, Lock, Semaphore, Event and Condition when waiters are
# cancelled: before and after being woken, with the turn handed on, the
# order tasks get through, and the reprs along the way.
import asyncio
import re

_print = print


def print(*args):
    # baton's lock reprs leave out CPython's ' at 0x...' address
    _print(re.sub(r' at 0x[0-9a-f]+', '', ' '.join(map(str, args))))


async def queue_getters():
    q = asyncio.Queue()
    log = []

    async def getter(name):
        try:
            log.append((name, await q.get()))
        except asyncio.CancelledError:
            log.append((name, 'cancelled'))
            raise

    tasks = [asyncio.create_task(getter(n)) for n in 'abc']
    await asyncio.sleep(0)
    print(q)
    q.put_nowait(1)            # wakes a ...
    tasks[0].cancel()          # ... which leaves: its turn goes to b
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    print(log, q)
    q.put_nowait(2)
    await asyncio.sleep(0)
    print(log, q, q.qsize(), q.empty())
    await asyncio.gather(*tasks, return_exceptions=True)


async def queue_putters():
    q = asyncio.Queue(maxsize=1)
    q.put_nowait('x')
    log = []

    async def putter(v):
        try:
            await q.put(v)
            log.append(('put', v))
        except asyncio.CancelledError:
            log.append(('cancelled', v))
            raise

    tasks = [asyncio.create_task(putter(v)) for v in (1, 2, 3)]
    await asyncio.sleep(0)
    print(q, q.full())
    print(q.get_nowait())
    tasks[0].cancel()
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    print(log, q)
    print(q.get_nowait())
    await asyncio.sleep(0)
    print(log, q)
    print(q.get_nowait(), q.task_done(), q)
    try:
        asyncio.Queue(1).get_nowait()
    except asyncio.QueueEmpty as e:
        print('QueueEmpty', repr(e))
    await asyncio.gather(*tasks, return_exceptions=True)
    pq = asyncio.PriorityQueue()
    lq = asyncio.LifoQueue()
    for v in (3, 1, 2):
        pq.put_nowait(v)
        lq.put_nowait(v)
    print([pq.get_nowait() for _ in range(3)], [lq.get_nowait() for _ in range(3)])
    jq = asyncio.Queue()
    jq.put_nowait(1)
    jq.put_nowait(2)

    async def worker():
        while True:
            await jq.get()
            jq.task_done()
    w = asyncio.create_task(worker())
    await jq.join()
    print('joined', jq)
    w.cancel()
    try:
        jq.task_done()
    except ValueError as e:
        print('ValueError', e)


async def lock_handoff():
    lock = asyncio.Lock()
    order = []

    async def user(name):
        try:
            async with lock:
                order.append(name)
                await asyncio.sleep(0)
        except asyncio.CancelledError:
            order.append(name + '!')
            raise

    await lock.acquire()
    tasks = [asyncio.create_task(user(n)) for n in 'abcd']
    await asyncio.sleep(0)
    print(lock)
    lock.release()          # a is woken ...
    tasks[0].cancel()       # ... and cancelled: b gets the lock
    tasks[2].cancel()       # c leaves while still waiting
    await asyncio.gather(*tasks, return_exceptions=True)
    print(order, lock)
    try:
        lock.release()
    except RuntimeError as e:
        print('RuntimeError', e)


async def semaphores():
    sem = asyncio.Semaphore(0)
    got = []

    async def taker(name):
        try:
            async with sem:
                got.append(name)
        except asyncio.CancelledError:
            got.append(name + '!')
            raise

    tasks = [asyncio.create_task(taker(n)) for n in 'abc']
    await asyncio.sleep(0)
    print(sem, sem.locked())
    sem.release()
    tasks[0].cancel()
    await asyncio.gather(*tasks[:2], return_exceptions=True)
    print(got, sem)
    sem.release()
    await asyncio.gather(*tasks, return_exceptions=True)
    print(got, sem, sem.locked())
    b = asyncio.BoundedSemaphore(1)
    await b.acquire()
    b.release()
    try:
        b.release()
    except ValueError as e:
        print('ValueError', e, b)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print('ValueError', e)


async def events_and_conditions():
    ev = asyncio.Event()
    seen = []

    async def waiter(n):
        seen.append((n, await ev.wait()))

    tasks = [asyncio.create_task(waiter(n)) for n in range(3)]
    await asyncio.sleep(0)
    print(ev)
    tasks[1].cancel()
    ev.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    print(seen, ev, ev.is_set())
    ev.clear()
    print(ev)

    cond = asyncio.Condition()
    woke = []

    async def cwait(n):
        async with cond:
            try:
                r = await cond.wait()
                woke.append((n, r, cond.locked()))
            except asyncio.CancelledError:
                woke.append((n, 'cancelled', cond.locked()))
                raise

    tasks = [asyncio.create_task(cwait(n)) for n in range(4)]
    await asyncio.sleep(0)
    print(cond)
    async with cond:
        cond.notify(2)
        tasks[0].cancel()
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    async with cond:
        cond.notify_all()
    await asyncio.gather(*tasks, return_exceptions=True)
    print(woke, cond)
    try:
        cond.notify()
    except RuntimeError as e:
        print('RuntimeError', e)
    try:
        await cond.wait()
    except RuntimeError as e:
        print('RuntimeError', e)

    box = []

    async def wait_for_box():
        async with cond:
            return await cond.wait_for(lambda: len(box) >= 2 and list(box))

    t = asyncio.create_task(wait_for_box())
    for v in 'xy':
        await asyncio.sleep(0)
        async with cond:
            box.append(v)
            cond.notify()
    print(await t)


async def main():
    for part in (queue_getters, queue_putters, lock_handoff, semaphores,
                 events_and_conditions):
        print('--', part.__name__)
        await part()


asyncio.run(main())
