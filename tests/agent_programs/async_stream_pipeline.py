# An async streaming pipeline: async generators (async for, aclose, asend), asynccontextmanager resources, asyncio.Queue with join/task_done and sentinels, Lock-protected counters, Condition signalling, gather of async comprehension results.
import asyncio
from contextlib import asynccontextmanager

log = []

@asynccontextmanager
async def session(name):
    log.append(f"open {name}")
    try:
        yield {"name": name, "calls": 0}
    finally:
        log.append(f"close {name}")

async def prices(symbols, sess):
    try:
        for s in symbols:
            rows = await aget_stock(s, days=3)
            sess["calls"] += 1
            for r in rows:
                yield s, r["date"], r["close"]
    finally:
        log.append(f"prices generator finalized after {sess['calls']} calls")

async def producer(q, symbols, sess):
    async for item in prices(symbols, sess):
        await q.put(item)
    await q.put(None)

async def consumer(q, stats, lock, cond):
    while True:
        item = await q.get()
        if item is None:
            q.task_done()
            async with cond:
                stats["done"] = True
                cond.notify_all()
            return
        sym, day, close = item
        async with lock:
            stats.setdefault(sym, []).append(close)
        q.task_done()

async def watcher(stats, cond):
    async with cond:
        await cond.wait_for(lambda: stats.get("done"))
    return sorted(k for k in stats if k != "done")

async def main():
    q = asyncio.Queue(maxsize=2)
    stats, lock, cond = {}, asyncio.Lock(), asyncio.Condition()
    async with session("market") as sess:
        w = asyncio.create_task(watcher(stats, cond))
        await asyncio.gather(producer(q, ["ACME", "GLOBX", "INITECH"], sess), consumer(q, stats, lock, cond))
        await q.join()
        print("watcher saw", await w, "queue empty", q.empty(), q.qsize(), lock.locked())
    for sym in sorted(k for k in stats if k != "done"):
        v = stats[sym]
        print(f"{sym:<8} n={len(v)} first={v[0]} last={v[-1]} chg={v[-1] - v[0]:+.2f}")
    async with session("partial") as sess:
        gen = prices(["ZETA", "OMEGA"], sess)
        first = await gen.__anext__()
        second = await anext(gen)
        print("partial", first[:2], second[:2])
        await gen.aclose()
    async def squares():
        for i in range(5):
            await asyncio.sleep(0)
            yield i * i
    print([x async for x in squares() if x % 2 == 0], await anext(squares()), await anext(aiter(squares())))
    exhausted = squares()
    async for _ in exhausted:
        pass
    print(await anext(exhausted, "default"))
    try:
        await anext(exhausted)
    except StopAsyncIteration as e:
        print("StopAsyncIteration", repr(e))
    async def echo():
        got = None
        while True:
            got = yield f"echo:{got}"
    e = echo()
    print(await e.asend(None), await e.asend("a"), await e.asend("b"))
    try:
        await e.athrow(ValueError("stop"))
    except ValueError as err:
        print("athrow ->", err)
    users = await asyncio.gather(*[aget_user(i) for i in range(1, 5)])
    tiers = {u["tier"] async for u in _aiter(users)}
    print(sorted(tiers))
    try:
        q2 = asyncio.Queue(maxsize=1)
        q2.put_nowait(1)
        q2.put_nowait(2)
    except asyncio.QueueFull:
        print("QueueFull", q2.full(), q2.get_nowait())
    try:
        asyncio.Queue().get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")
    pq = asyncio.PriorityQueue()
    for p in (3, 1, 2):
        pq.put_nowait((p, f"job{p}"))
    print([pq.get_nowait() for _ in range(3)])
    lq = asyncio.LifoQueue()
    for x in "abc":
        await lq.put(x)
    print([await lq.get() for _ in range(3)])

async def _aiter(items):
    for x in items:
        yield x

asyncio.run(main())
print(*log, sep="\n")
