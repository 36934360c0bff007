# Bridge blocking tool calls into an async report: run_in_executor with a
# thread pool, to_thread, and a sync ThreadPoolExecutor with as_completed.
import asyncio
import concurrent.futures as cf
import time


def profile(uid):
    u = get_user(uid)
    return {"id": uid, "name": u["name"], "tier": u["tier"], "since": u["signup"][:4]}


def fx(quote):
    return quote, get_exchange_rate("USD", quote)["rate"]


async def main():
    loop = asyncio.get_running_loop()
    with cf.ThreadPoolExecutor(max_workers=4, thread_name_prefix="tools") as pool:
        jobs = [loop.run_in_executor(pool, profile, uid) for uid in (2, 4, 6, 8, 99)]
        results = await asyncio.gather(*jobs, return_exceptions=True)
    for r in results:
        if isinstance(r, Exception):
            print(f"  error: {type(r).__name__}: {r}")
        else:
            print(f"  {r['id']:>2} {r['name']:<18} {r['tier']:<10} since {r['since']}")
    rates = dict(await asyncio.gather(*(asyncio.to_thread(fx, q) for q in ("EUR", "GBP", "JPY"))))
    print("rates:", rates)
    weather = await loop.run_in_executor(None, get_weather, "Cairo", "F")
    print("cairo:", weather["temp"], weather["units"], weather["sky"])
    try:
        await loop.run_in_executor(pool, fx, "EUR")
    except RuntimeError as e:
        print("closed pool:", e)
    return results

results = asyncio.run(main())

with cf.ThreadPoolExecutor(max_workers=3) as pool:
    futures = {pool.submit(get_inventory, wh): wh for wh in ("AMS", "BER", "MARS", "SFO")}
    summary = {}
    for fut in cf.as_completed(futures):
        wh = futures[fut]
        if fut.exception() is not None:
            summary[wh] = f"failed ({type(fut.exception()).__name__}: {fut.exception()})"
        else:
            items = fut.result()
            summary[wh] = f"{sum(i['qty'] for i in items)} units, {sum(i['qty'] <= i['reorder_at'] for i in items)} low"
    done, not_done = cf.wait(list(futures), return_when=cf.ALL_COMPLETED)
    print(len(done), len(not_done))
    print(list(pool.map(lambda q: fx(q)[1], ["CHF", "EUR"])))
for wh in sorted(summary):
    print(f"  {wh}: {summary[wh]}")
f = cf.Future()
print(f.done(), f.cancel(), f.cancelled(), repr(f)[:30].split(" at ")[0])
try:
    f.result(timeout=0)
except cf.CancelledError as e:
    print("CancelledError", type(e).__mro__[1].__name__)
