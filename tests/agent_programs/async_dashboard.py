# Async dashboard: concurrent metrics and user lookups, queue-based workers, timeouts.
import asyncio
from collections import defaultdict
from statistics import mean

HOSTS = ["web-1", "web-2", "db-1", "db-2", "mq-1"]

async def host_summary(host):
    try:
        points = await aget_metrics(host, points=6)
    except LookupError as e:
        return host, None, str(e)
    cpu = [p["cpu"] for p in points]
    return host, {"avg": mean(cpu), "peak": max(cpu), "errors": sum(p["errors"] for p in points)}, None

async def worker(name, queue, results):
    while True:
        uid = await queue.get()
        try:
            user = await aget_user(uid)
            results[user["tier"]].append(user["name"])
        except KeyError as e:
            results["missing"].append(uid)
        finally:
            queue.task_done()

async def main():
    summaries = await asyncio.gather(*(host_summary(h) for h in HOSTS))
    print(f"{'host':<6} {'avg':>6} {'peak':>6} {'errs':>4}")
    for host, s, err in summaries:
        if err:
            print(f"{host:<6} {'n/a':>6} -- {err}")
        else:
            print(f"{host:<6} {s['avg']:6.1f} {s['peak']:6.1f} {s['errors']:>4}")

    queue = asyncio.Queue()
    results = defaultdict(list)
    for uid in [1, 2, 3, 42, 5, 6, 7, 0]:
        queue.put_nowait(uid)
    workers = [asyncio.create_task(worker(f"w{i}", queue, results)) for i in range(3)]
    await queue.join()
    for w in workers:
        w.cancel()
    done = await asyncio.gather(*workers, return_exceptions=True)
    print([type(d).__name__ for d in done])
    for tier in sorted(results):
        print(f"{tier:>10}: {sorted(map(str, results[tier]))}")

    async def slow():
        await asyncio.sleep(3600)
        return "never"
    try:
        await asyncio.wait_for(slow(), timeout=0.05)
    except TimeoutError as e:
        print("timed out:", type(e).__name__, repr(e))
    first = await asyncio.wait_for(asearch("cache"), timeout=30)
    print(first[0]["title"])

    tasks = {asyncio.create_task(aget_stock(s), name=f"stock-{s}"): s for s in ["ACME", "bad", "GLOBX"]}
    done, pending = await asyncio.wait(tasks, return_when=asyncio.ALL_COMPLETED)
    for t in sorted(done, key=lambda t: t.get_name()):
        if t.exception():
            print(t.get_name(), "failed:", t.exception())
        else:
            print(t.get_name(), "last close", t.result()[-1]["close"])
    event = asyncio.Event()
    async def waiter(i):
        await event.wait()
        return i * 10
    ws = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    event.set()
    print(await asyncio.gather(*ws), event.is_set())

asyncio.run(main())
