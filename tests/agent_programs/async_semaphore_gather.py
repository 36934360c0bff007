# Bounded async fan-out: Semaphore, as_completed, wait_for timeouts, gather(return_exceptions=True).
import asyncio

SEM_LIMIT = 2
in_flight = 0
peak = 0

async def limited(sem, coro_fn, *args):
    global in_flight, peak
    async with sem:
        in_flight += 1
        peak = max(peak, in_flight)
        try:
            return await coro_fn(*args)
        finally:
            in_flight -= 1

async def slow_value(x, delay):
    await asyncio.sleep(delay)
    return x * 10

async def main():
    sem = asyncio.Semaphore(SEM_LIMIT)
    users = await asyncio.gather(*(limited(sem, aget_user, i) for i in range(1, 7)))
    print([u["name"].split()[0] for u in users], "peak", peak)
    results = await asyncio.gather(aget_user(2), aget_user(99), aget_metrics("mail-1"), return_exceptions=True)
    for r in results:
        print(type(r).__name__, r if isinstance(r, Exception) else r["email"])
    order = []
    for fut in asyncio.as_completed([slow_value(1, 0.03), slow_value(2, 0.01), slow_value(3, 0.02)]):
        order.append(await fut)
    print("as_completed", order)
    try:
        await asyncio.wait_for(slow_value(4, 5), timeout=0.01)
    except asyncio.TimeoutError:
        print("timed out (asyncio.TimeoutError is TimeoutError:", asyncio.TimeoutError is TimeoutError, ")")
    v = await asyncio.wait_for(slow_value(5, 0), timeout=1)
    print("in time", v)
    tasks = [asyncio.create_task(asearch(q), name=f"q-{q}") for q in ["retry", "cache", "graph"]]
    done, pending = await asyncio.wait(tasks)
    print(len(done), len(pending), sorted(t.get_name() for t in done))
    print({t.get_name(): [h["id"] for h in t.result()] for t in tasks})
    t = asyncio.create_task(slow_value(6, 10))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled:", t.cancelled(), t.done())
    lock = asyncio.Lock()
    shared = []
    async def writer(tag):
        async with lock:
            shared.append(tag + "1")
            await asyncio.sleep(0)
            shared.append(tag + "2")
    await asyncio.gather(writer("a"), writer("b"), writer("c"))
    print(shared)
    ev = asyncio.Event()
    async def waiter():
        await ev.wait()
        return "released"
    w = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    ev.set()
    print(await w, ev.is_set())

asyncio.run(main())
