# Fan out metric fetches with asyncio.gather, a per-host timeout and error isolation; summarize the survivors.
import asyncio
import statistics

HOSTS = ["web-1", "web-2", "db-1", "cache-9", "db-2", "web-slow"]
TIMEOUTS = {"web-slow": 0.3}   # seconds; the others get 10

async def fetch(host):
    if host.endswith("slow"):
        await asyncio.sleep(60)
    return host, await aget_metrics(host, points=12)

async def guarded(host):
    try:
        limit = TIMEOUTS.get(host, 10.0)
        return await asyncio.wait_for(fetch(host), timeout=limit)
    except asyncio.TimeoutError:
        return host, TimeoutError(f"{host}: no answer in {limit}s")
    except LookupError as e:
        return host, e

async def main():
    results = await asyncio.gather(*(guarded(h) for h in HOSTS))
    ok, failed = {}, {}
    for host, res in results:
        (failed if isinstance(res, Exception) else ok)[host] = res
    print(f"{len(ok)} ok, {len(failed)} failed")
    for host, err in failed.items():
        print(f"  {host}: {type(err).__name__}: {err}")
    rows = []
    for host, pts in ok.items():
        cpu = [p["cpu"] for p in pts]
        rows.append((host, statistics.mean(cpu), max(cpu), sum(p["errors"] for p in pts)))
    rows.sort(key=lambda r: r[1], reverse=True)
    for host, avg, peak, errs in rows:
        bar = "#" * int(avg // 5)
        print(f"  {host:<6} avg {avg:6.2f} peak {peak:5.1f} errs {errs:2d} {bar}")
    both = await asyncio.gather(aget_metrics("web-1", points=2), aget_metrics("nope"), return_exceptions=True)
    print([type(x).__name__ for x in both], both[1])
    done, pending = await asyncio.wait([asyncio.create_task(aget_metrics("db-1", points=1))], timeout=5)
    print(len(done), len(pending), [t.result()[0]["ts"] for t in done])
    try:
        async with asyncio.timeout(0.1):
            await asyncio.sleep(1)
    except TimeoutError as e:
        print("timeout block:", type(e).__name__, repr(e))
    return rows

rows = asyncio.run(main())
print("hottest:", rows[0][0])
