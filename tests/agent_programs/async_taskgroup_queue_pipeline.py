"""A three-stage async pipeline: a producer fills an asyncio.Queue with
user ids, workers in a TaskGroup enrich them with async tools, a sink
collects results; a second TaskGroup fails and its ExceptionGroup is
handled with except*; as_completed over stock fetches; timeouts via
asyncio.timeout."""
import asyncio
from collections import Counter


async def producer(q: asyncio.Queue, ids):
    for uid in ids:
        await q.put(uid)
    for _ in range(3):
        await q.put(None)


async def worker(name: str, q: asyncio.Queue, out: asyncio.Queue, stats: Counter):
    while True:
        uid = await q.get()
        try:
            if uid is None:
                return
            try:
                user = await aget_user(uid)
            except KeyError as e:
                stats["missing"] += 1
                await out.put((uid, None, str(e)))
                continue
            metrics = await aget_metrics("web-1" if user["tier"] != "enterprise" else "db-1", points=4)
            load = round(sum(m["cpu"] for m in metrics) / len(metrics), 2)
            stats[name] += 1
            await out.put((uid, user["name"], load))
        finally:
            q.task_done()


async def run_pipeline():
    q, out = asyncio.Queue(maxsize=2), asyncio.Queue()
    stats = Counter()
    async with asyncio.TaskGroup() as tg:
        tg.create_task(producer(q, [3, 1, 44, 7, 2, 0, 9, 5]))
        workers = [tg.create_task(worker(f"w{i}", q, out, stats), name=f"w{i}") for i in range(3)]
    print("queue joined:", q.empty(), q.qsize(), [w.done() for w in workers])
    results = []
    while not out.empty():
        results.append(out.get_nowait())
    for uid, name, load in sorted(results, key=lambda r: r[0]):
        print(f"  {uid:>3} {name or '-':<18} {load}")
    print("handled:", sum(v for k, v in stats.items() if k.startswith("w")), "missing:", stats["missing"])


class StageError(Exception):
    pass


async def stage(n):
    # 1 and 2 finish at once, 3 fails soon after; the rest are still asleep
    # when the group cancels them (far apart, so load cannot reorder them)
    await asyncio.sleep(0 if n < 3 else 0.01 if n == 3 else 5)
    if n % 3 == 0:
        raise StageError(f"stage {n} failed")
    if n == 4:
        raise KeyError(n)
    return n * 10


async def failing_group():
    try:
        async with asyncio.TaskGroup() as tg:
            tasks = [tg.create_task(stage(n)) for n in range(1, 8)]
    except* StageError as eg:
        print("StageErrors:", sorted(str(e) for e in eg.exceptions))
    except* KeyError as eg:
        print("KeyErrors:", [e.args for e in eg.exceptions])
    print("states:", [("cancelled" if t.cancelled() else "done") for t in tasks])


async def quotes():
    coros = [aget_stock(s, days=3) for s in ("ACME", "GLOBX", "bad", "INIT")]
    got = []
    for fut in asyncio.as_completed(coros):
        try:
            rows = await fut
            got.append((rows[-1]["close"], len(rows)))
        except ValueError as e:
            got.append((0.0, str(e)))
    print("as_completed:", sorted(got, key=lambda g: g[0]))


async def with_timeouts():
    try:
        async with asyncio.timeout(0.05):
            await asyncio.sleep(1)
    except TimeoutError:
        print("timeout block expired")
    async with asyncio.timeout(None) as cm:
        r = await asyncio.wait_for(asearch("retry backoff", limit=2), timeout=2)
        print("search:", [h["id"] for h in r], cm.expired())
    ev = asyncio.Event()

    async def setter():
        await asyncio.sleep(0.01)
        ev.set()
    asyncio.get_running_loop().call_soon(lambda: None)
    await asyncio.gather(setter(), ev.wait())
    print("event set:", ev.is_set())
    lock = asyncio.Lock()
    order = []

    async def critical(i):
        async with lock:
            order.append(i)
            await asyncio.sleep(0)
            order.append(-i)
    await asyncio.gather(*(critical(i) for i in range(1, 4)))
    print("lock order:", order)


async def main():
    await run_pipeline()
    await failing_group()
    await quotes()
    await with_timeouts()
    t = asyncio.create_task(asyncio.sleep(10))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled:", t.cancelled(), t.done())

asyncio.run(main())
