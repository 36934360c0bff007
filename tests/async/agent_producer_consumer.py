# An agent pipeline: a producer queues URLs, workers fetch them, a monitor
# uses asyncio.wait to react to the first worker failure or completion.
import asyncio


async def producer(q, urls):
    for u in urls:
        await q.put(u)
        await asyncio.sleep(0.1)
    for _ in range(2):
        await q.put(None)


async def worker(name, q, results):
    while True:
        u = await q.get()
        try:
            if u is None:
                return name
            if "bad" in u:
                raise RuntimeError(f"{name} cannot fetch {u}")
            results[u] = await slow(f"<{u}>", 0.5)
        finally:
            q.task_done()


async def main():
    q = asyncio.Queue(maxsize=2)
    results = {}
    urls = [f"site{i}.example" for i in range(5)]
    prod = asyncio.create_task(producer(q, urls))
    workers = [asyncio.create_task(worker(f"w{i}", q, results)) for i in range(2)]
    done, pending = await asyncio.wait(workers + [prod], return_when=asyncio.FIRST_EXCEPTION)
    print("pending after first wait:", len(pending))
    await q.join()
    print("fetched:", sorted(results.items()))
    print("workers:", sorted(w.result() for w in workers))

    # the second run meets a bad URL: the monitor stops at the failure
    q = asyncio.Queue()
    results = {}
    for u in ["ok1", "bad2", "ok3"]:
        q.put_nowait(u)
    workers = [asyncio.create_task(worker(f"v{i}", q, results)) for i in range(2)]
    done, pending = await asyncio.wait(workers, return_when=asyncio.FIRST_EXCEPTION, timeout=10)
    for t in done:
        print("failed:", t.exception())
    for t in pending:
        t.cancel()
    await asyncio.wait(pending)
    print("cancelled:", [t.cancelled() for t in pending], sorted(results))


asyncio.run(main())
