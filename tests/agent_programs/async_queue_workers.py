# A pool of asyncio workers draining a Queue of user lookups, with as_completed, named tasks and cancellation of idle workers.
import asyncio

async def worker(name, queue, results, failures):
    while True:
        uid = await queue.get()
        try:
            user = await aget_user(uid)
            results[uid] = (name, user["name"])
        except KeyError as e:
            failures.append((uid, str(e)))
        finally:
            queue.task_done()

async def main():
    queue = asyncio.Queue()
    for uid in [3, 1, 99, 7, 12, 5, 0, 9]:
        queue.put_nowait(uid)
    results, failures = {}, []
    workers = [asyncio.create_task(worker(f"w{i}", queue, results, failures), name=f"worker-{i}") for i in range(3)]
    await queue.join()
    for w in workers:
        w.cancel()
    outcome = await asyncio.gather(*workers, return_exceptions=True)
    print([type(o).__name__ for o in outcome], [w.get_name() for w in workers], all(w.cancelled() for w in workers))
    print(len(results), "ok:", sorted((uid, n) for uid, (_, n) in results.items()))
    print("failures:", sorted(failures))
    print(queue.empty(), queue.qsize())

    order = []
    coros = [asearch(q, limit=1) for q in ["retry", "token bucket", "heap", "zzz"]]
    for fut in asyncio.as_completed(coros):
        hits = await fut
        order.append(hits[0]["id"] if hits else None)
    print("as_completed:", sorted(order, key=str))

    bounded = asyncio.Queue(maxsize=2)
    await bounded.put(1)
    await bounded.put(2)
    print("full:", bounded.full())
    try:
        bounded.put_nowait(3)
    except asyncio.QueueFull:
        print("QueueFull raised")
    try:
        await asyncio.wait_for(bounded.put(3), timeout=0.05)
    except asyncio.TimeoutError:
        print("put timed out")
    lifo = asyncio.LifoQueue()
    pq = asyncio.PriorityQueue()
    for x in (3, 1, 2):
        lifo.put_nowait(x)
        pq.put_nowait((x, f"job{x}"))
    print([lifo.get_nowait() for _ in range(3)], [pq.get_nowait()[1] for _ in range(3)])
    t = asyncio.create_task(asyncio.sleep(10))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("sleeper cancelled:", t.cancelled(), t.done())

asyncio.run(main())
