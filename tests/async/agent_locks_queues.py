# An agent limits concurrency with a Semaphore, hands work to a pool of
# workers through a Queue, guards shared state with a Lock and releases
# waiters with an Event; the tools are async requests to the host.
import asyncio

async def main():
    sem = asyncio.Semaphore(2)
    lock = asyncio.Lock()
    ready = asyncio.Event()
    log = []
    totals = {"sum": 0}

    async def fetch(i):
        async with sem:
            log.append(f"start {i} locked={sem.locked()}")
            v = await slow(i * 10, 0.01 * (i % 3))
            async with lock:
                totals["sum"] += v
            log.append(f"end {i}")
        await ready.wait()
        return await double(v)

    tasks = [asyncio.create_task(fetch(i)) for i in range(5)]
    await asyncio.sleep(0.5)
    print(ready.is_set(), totals, sem.locked(), lock.locked())
    ready.set()
    print(await asyncio.gather(*tasks))
    print("\n".join(log))

    q = asyncio.Queue(maxsize=2)
    results = []

    async def producer():
        for url in ["a", "bb", "ccc", "dddd", "eeeee"]:
            await q.put(await echo(url))
            results.append(f"queued {url}")
        for _ in range(2):
            await q.put(None)

    async def worker(name):
        while True:
            item = await q.get()
            try:
                if item is None:
                    return name
                n = await double(len(item))
                results.append(f"{item} -> {n}")
            finally:
                q.task_done()

    names = await asyncio.gather(producer(), worker("w1"), worker("w2"))
    await q.join()
    print(names, q.empty(), q.full(), q.qsize())
    print("\n".join(sorted(results)))   # the host answers in any order

    pq = asyncio.PriorityQueue()
    for prio, job in [(3, "low"), (1, "urgent"), (2, "normal")]:
        pq.put_nowait((prio, lookup(job)))
    print([pq.get_nowait() for _ in range(pq.qsize())])
    try:
        pq.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")
    full = asyncio.Queue(1)
    full.put_nowait(1)
    try:
        full.put_nowait(2)
    except asyncio.QueueFull:
        print("QueueFull", full.full())
    try:
        asyncio.Lock().release()
    except RuntimeError as e:
        print("RuntimeError:", e)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print("ValueError:", e)

    # a cancelled waiter leaves the lock to the next one
    order = []
    async def holder():
        async with lock:
            await slow("held", 0.05)
            order.append("holder done")
    async def waiter(tag):
        async with lock:
            order.append(tag)
    h = asyncio.create_task(holder())
    await asyncio.sleep(0)
    w1 = asyncio.create_task(waiter("w1"))
    w2 = asyncio.create_task(waiter("w2"))
    await asyncio.sleep(0)
    w1.cancel()
    await asyncio.gather(h, w2, w1, return_exceptions=True)
    print(order, w1.cancelled(), lock.locked())

    f = asyncio.Future()
    async def resolve():
        f.set_result(await echo("resolved"))
    asyncio.create_task(resolve())
    print(await f, f.done())
    g = asyncio.Future()
    g.set_exception(KeyError("k"))
    try:
        await g
    except KeyError as e:
        print("KeyError", e)
    try:
        g.set_result(1)
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)

asyncio.run(main())
