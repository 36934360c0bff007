# Producer/consumer with asyncio.Queue, sentinels, task_done/join, worker cancellation and timeouts.
import asyncio
from collections import Counter

async def producer(q, urls):
    for u in urls:
        await q.put(u)
    return len(urls)

async def worker(name, q, results, stats):
    while True:
        url = await q.get()
        try:
            for attempt in range(1, 4):
                try:
                    resp = await asyncio.wait_for(afetch(url, attempt=attempt), timeout=5)
                except ConnectionError as e:
                    stats["retry"] += 1
                    continue
                except TimeoutError as e:
                    results[url] = f"timeout: {e}"
                    break
                results[url] = resp["status"]
                break
            else:
                results[url] = "gave up"
            stats[name] += 1
        finally:
            q.task_done()

async def main():
    q = asyncio.Queue(maxsize=2)
    results, stats = {}, Counter()
    urls = ["https://example.com/", "https://api/flaky/1", "https://example.com/about",
            "https://api/slow/2", "https://example.com/nope", "https://api/ratelimit/3"]
    workers = [asyncio.create_task(worker(f"w{i}", q, results, stats)) for i in range(3)]
    n = await producer(q, urls)
    await q.join()
    for w in workers:
        w.cancel()
    outcome = await asyncio.gather(*workers, return_exceptions=True)
    print(n, [type(o).__name__ for o in outcome], q.empty(), q.qsize())
    for u in urls:
        print(f"  {u:<28} {results[u]}")
    print(stats["retry"], sum(v for k, v in stats.items() if k.startswith("w")))
    lq = asyncio.LifoQueue()
    pq = asyncio.PriorityQueue()
    for i, t in enumerate(["c", "a", "b"]):
        lq.put_nowait(t)
        pq.put_nowait((t, i))
    print([lq.get_nowait() for _ in range(3)], [pq.get_nowait() for _ in range(3)])
    full = asyncio.Queue(1)
    full.put_nowait(1)
    try:
        full.put_nowait(2)
    except asyncio.QueueFull:
        print("QueueFull", full.full(), full.maxsize)
    try:
        asyncio.Queue().get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")
    try:
        await asyncio.wait_for(full.put(3), timeout=0.01)
    except asyncio.TimeoutError:
        print("put timed out; size", full.qsize())

asyncio.run(main())
