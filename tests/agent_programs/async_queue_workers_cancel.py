# Crawl with a bounded queue and worker tasks; cancel idle workers at the end,
# shield the summary write, and race a slow fetch against wait_for.
import asyncio
from collections import Counter

SEEDS = ["https://example.com/", "https://example.com/about", "https://flaky.example.com/a",
         "https://slow.example.com/b", "https://example.com/blog?p=1", "https://example.com/nope",
         "https://ratelimit.example.com/c", "https://example.com/team"]


async def fetch_with_retry(url, tries=3):
    for attempt in range(1, tries + 1):
        try:
            resp = await afetch(url, attempt=attempt)
        except ConnectionError as e:
            last = e
            await asyncio.sleep(0)
            continue
        if resp["status"] == 429:
            continue
        return resp, attempt
    raise last if tries and "last" in locals() else RuntimeError(f"gave up on {url}")


async def worker(name, queue, results, stats):
    while True:
        url = await queue.get()
        try:
            resp, attempts = await fetch_with_retry(url)
            results[url] = (resp["status"], attempts)
            stats[name] += 1
        except TimeoutError as e:
            results[url] = ("timeout", str(e))
        except Exception as e:
            results[url] = (type(e).__name__, str(e))
        finally:
            queue.task_done()


async def summary(results):
    await asyncio.sleep(0)
    return sorted((u.split("//")[1], r) for u, r in results.items())


async def main():
    queue = asyncio.Queue(maxsize=3)
    results, stats = {}, Counter()
    workers = [asyncio.create_task(worker(f"w{i}", queue, results, stats), name=f"w{i}") for i in range(3)]
    for url in SEEDS:
        await queue.put(url)
    print("queue full?", queue.full(), "size", queue.qsize(), "maxsize", queue.maxsize)
    await queue.join()
    print("all done; queue empty:", queue.empty())
    for w in workers:
        w.cancel()
    outcome = await asyncio.gather(*workers, return_exceptions=True)
    print("worker results:", [type(o).__name__ for o in outcome], [w.cancelled() for w in workers])
    print("names:", sorted(w.get_name() for w in workers), "handled:", sum(stats.values()))
    for url, r in await asyncio.shield(summary(results)):
        print(f"  {url:<30} {r}")

    try:
        await asyncio.wait_for(asyncio.sleep(5, result="late"), timeout=0.01)
    except asyncio.TimeoutError as e:
        print("wait_for:", type(e).__name__, e.args, asyncio.TimeoutError is TimeoutError)
    print("quick:", await asyncio.wait_for(asyncio.sleep(0, result="fast"), timeout=5))

    ev = asyncio.Event()
    async def waiter(i):
        await ev.wait()
        return i * i
    tasks = [asyncio.create_task(waiter(i)) for i in range(4)]
    await asyncio.sleep(0)
    print("waiting:", ev.is_set(), [t.done() for t in tasks])
    ev.set()
    print("after set:", await asyncio.gather(*tasks))

    q = asyncio.Queue()
    try:
        q.get_nowait()
    except asyncio.QueueEmpty as e:
        print("QueueEmpty", repr(e))
    full = asyncio.Queue(1)
    full.put_nowait(1)
    try:
        full.put_nowait(2)
    except asyncio.QueueFull:
        print("QueueFull raised")
    lq = asyncio.LifoQueue()
    pq = asyncio.PriorityQueue()
    for x in (3, 1, 2):
        lq.put_nowait(x)
        pq.put_nowait((x, f"job{x}"))
    print([lq.get_nowait() for _ in range(3)], [pq.get_nowait()[1] for _ in range(3)])

    t = asyncio.create_task(asyncio.sleep(10))
    await asyncio.sleep(0)
    t.cancel("shutting down")
    try:
        await t
    except asyncio.CancelledError as e:
        print("cancelled with", e.args, t.cancelled())

asyncio.run(main())
