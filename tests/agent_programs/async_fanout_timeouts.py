# Async fan-out over tool calls with a Semaphore, per-call wait_for deadlines, asyncio.timeout, gather(return_exceptions=True), task names and cancellation.
import asyncio

URLS = ["https://example.com/", "https://example.com/about", "https://flaky.example.com/a",
        "https://slow.example.com/b", "https://ratelimit.example.com/c", "https://example.com/nope",
        "https://example.com/team"]

async def fetch_with_retry(url, sem, log, retries=3):
    async with sem:
        for attempt in range(1, retries + 1):
            try:
                resp = await asyncio.wait_for(afetch(url, attempt=attempt), timeout=5)
            except ConnectionError as e:
                log.append(f"{url} attempt {attempt}: {e}")
                await asyncio.sleep(0)
                continue
            if resp["status"] == 429:
                log.append(f"{url} attempt {attempt}: 429 retry-after {resp['headers']['Retry-After']}")
                continue
            return url, resp["status"], len(resp["body"])
        raise RuntimeError(f"gave up on {url} after {retries} attempts")

async def slow_job(n):
    await asyncio.sleep(10)
    return n

async def main():
    sem = asyncio.Semaphore(3)
    log = []
    tasks = [asyncio.create_task(fetch_with_retry(u, sem, log), name=f"get-{i}") for i, u in enumerate(URLS)]
    results = await asyncio.gather(*tasks, return_exceptions=True)
    for t, r in zip(tasks, results):
        if isinstance(r, BaseException):
            print(f"{t.get_name()}: {type(r).__name__}: {r}")
        else:
            print(f"{t.get_name()}: {r}")
    for line in sorted(log):
        print("  log:", line)
    print(sem.locked(), sem._value)

    try:
        await asyncio.wait_for(slow_job(1), timeout=0.01)
    except asyncio.TimeoutError as e:
        print("wait_for timed out:", type(e).__name__, isinstance(e, TimeoutError))
    try:
        async with asyncio.timeout(0.01):
            await slow_job(2)
    except TimeoutError:
        print("asyncio.timeout fired")
    t = asyncio.create_task(slow_job(3), name="doomed")
    await asyncio.sleep(0)
    t.cancel("shutting down")
    try:
        await t
    except asyncio.CancelledError as e:
        print("cancelled:", e.args, t.cancelled(), t.done())
    users = await asyncio.gather(*(aget_user(i) for i in (3, 1, 2)))
    print([u["name"] for u in users])
    bad = await asyncio.gather(aget_user(2), aget_user(99), return_exceptions=True)
    print([type(x).__name__ for x in bad], repr(bad[1]))
    done, pending = await asyncio.wait([asyncio.create_task(slow_job(4)), asyncio.create_task(asyncio.sleep(0, "quick"))],
                                       return_when=asyncio.FIRST_COMPLETED)
    print(len(done), len(pending), [d.result() for d in done])
    for p in pending:
        p.cancel()
    shielded = asyncio.ensure_future(asyncio.sleep(0, "kept"))
    print(await asyncio.shield(shielded))
    ev = asyncio.Event()
    async def waiter(i):
        await ev.wait()
        return i * 10
    ws = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    ev.set()
    print(await asyncio.gather(*ws), ev.is_set())

asyncio.run(main())
