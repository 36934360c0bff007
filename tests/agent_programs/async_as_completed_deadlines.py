# Fetch dashboards for several hosts with per-call deadlines, as_completed
# ordering by completion, wait(FIRST_EXCEPTION) and asyncio.timeout blocks.
import asyncio
import contextvars

request_id = contextvars.ContextVar("request_id", default="-")


async def host_stats(host, delay):
    request_id.set(f"req-{host}")
    pts = await aget_metrics(host, points=6)
    await asyncio.sleep(delay)
    cpu = [p["cpu"] for p in pts]
    return host, round(sum(cpu) / len(cpu), 1), request_id.get()


async def main():
    plan = {"web-01": 1.0, "db-01": 0.5, "web-02": 1.5, "cache-9": 0.2}
    tasks = [asyncio.create_task(host_stats(h, d), name=h) for h, d in plan.items()]
    order = []
    for fut in asyncio.as_completed(tasks):
        try:
            host, avg, rid = await fut
            order.append(host)
            print(f"done {host:<7} avg={avg:>5} ctx={rid}")
        except LookupError as e:
            order.append("error")
            print(f"failed: {type(e).__name__}: {e}")
    print("completion order:", order, "| main ctx:", request_id.get())

    tasks = [asyncio.create_task(host_stats(h, d)) for h, d in plan.items()]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
    print("FIRST_EXCEPTION:", len(done), "done,", len(pending), "pending",
          sorted(type(t.exception()).__name__ if t.exception() else t.result()[0] for t in done))
    for t in pending:
        t.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    print("pending cancelled:", all(t.cancelled() for t in pending))

    done, pending = await asyncio.wait([asyncio.create_task(asyncio.sleep(d, d)) for d in (0.01, 1, 2)], timeout=0.2)
    print("timeout wait:", [t.result() for t in done], len(pending))
    for t in pending:
        t.cancel()

    try:
        async with asyncio.timeout(0.05) as cm:
            await asyncio.sleep(1)
    except TimeoutError:
        print("timeout block expired:", cm.expired())
    async with asyncio.timeout(None) as cm2:
        await asyncio.sleep(0)
    print("no deadline:", cm2.when(), cm2.expired())

    try:
        for fut in asyncio.as_completed([asyncio.sleep(1), asyncio.sleep(2)], timeout=0.05):
            await fut
    except TimeoutError as e:
        print("as_completed timeout:", type(e).__name__)

    results = await asyncio.gather(host_stats("db-01", 0), host_stats("nope", 0), asyncio.sleep(0, "x"), return_exceptions=True)
    print([r if not isinstance(r, BaseException) else f"{type(r).__name__}({r})" for r in results])

    sem = asyncio.BoundedSemaphore(2)
    async with sem:
        print("locked?", sem.locked(), end=" ")
        async with sem:
            print(sem.locked())
    try:
        sem.release()
    except ValueError as e:
        print("ValueError:", e)

    lock = asyncio.Lock()
    cond = asyncio.Condition()
    log = []
    async def consumer(i):
        async with cond:
            await cond.wait_for(lambda: len(log) >= 2)
            return f"c{i} saw {log[:2]}"
    consumers = [asyncio.create_task(consumer(i)) for i in range(2)]
    await asyncio.sleep(0)
    async with cond:
        log.extend(["a", "b"])
        cond.notify_all()
    print(await asyncio.gather(*consumers), lock.locked())
    ctx = contextvars.copy_context()
    print(ctx.run(request_id.get), request_id.get(), len(list(ctx.items())) >= 0)

asyncio.run(main())
