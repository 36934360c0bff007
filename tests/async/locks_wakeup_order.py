import asyncio
async def setter(f):
    await asyncio.sleep(0)
    f.set_result(42)
async def main():
    f = asyncio.Future()
    print(f)
    t = asyncio.create_task(setter(f))
    print(await f, f.done(), f.result(), f)
    try:
        f.set_result(1)
    except asyncio.InvalidStateError as e:
        print("ISE", e)
    sem = asyncio.Semaphore(2)
    lock = asyncio.Lock()
    ev = asyncio.Event()
    log = []
    async def w(i):
        async with sem:
            log.append(("in", i))
            await asyncio.sleep(0.01 * (i % 3))
            async with lock:
                log.append(("locked", i, lock.locked()))
                await asyncio.sleep(0)
            log.append(("out", i))
        await ev.wait()
        return i
    tasks = [asyncio.create_task(w(i)) for i in range(5)]
    await asyncio.sleep(0.2)
    print(sem.locked(), lock.locked(), ev.is_set())
    ev.set()
    print(await asyncio.gather(*tasks))
    print(log)
    q = asyncio.Queue(maxsize=2)
    async def prod():
        for i in range(6):
            await q.put(i)
            log.append(("put", i))
        await q.put(None)
    async def cons(name):
        out = []
        while True:
            x = await q.get()
            q.task_done()
            if x is None:
                await q.put(None)
                return out
            out.append((name, x))
    log.clear()
    r = await asyncio.gather(prod(), cons("a"), cons("b"))
    print(r, log, q.qsize(), q.empty(), q.full(), q)
    pq = asyncio.PriorityQueue()
    for x in [5, 1, 3]: pq.put_nowait((x, str(x)))
    print([pq.get_nowait() for _ in range(3)])
    try:
        pq.get_nowait()
    except asyncio.QueueEmpty as e:
        print("empty", type(e).__name__, type(e).__module__)
    bs = asyncio.BoundedSemaphore(1)
    try:
        bs.release()
    except ValueError as e:
        print(e)
    print(asyncio.Lock.__module__, isinstance(q, asyncio.Queue))
asyncio.run(main())
