import asyncio
from dataclasses import dataclass
from typing import Dict, List, Tuple

SYMBOLS = ["ACME", "GLOBX", "INIT", "ZETA", "omega"]


@dataclass
class Quote:
    symbol: str
    last: float
    change_pct: float


async def quote(symbol: str) -> Quote:
    bars = await aget_stock(symbol, days=5)
    first, last = bars[0]["close"], bars[-1]["close"]
    return Quote(symbol, last, (last - first) / first * 100)


async def with_deadline(sym: str) -> Tuple[str, Quote | BaseException]:
    try:
        return sym, await asyncio.wait_for(quote(sym), timeout=10)
    except (ValueError, asyncio.TimeoutError) as e:
        return sym, e


async def main() -> None:
    results: Dict[str, Quote | BaseException] = {}
    for fut in asyncio.as_completed([with_deadline(s) for s in SYMBOLS]):
        sym, res = await fut
        results[sym] = res
    for sym in SYMBOLS:
        r = results[sym]
        if isinstance(r, Quote):
            arrow = "▲" if r.change_pct >= 0 else "▼"
            print(f"{sym:<6}{r.last:>9.2f} {arrow} {r.change_pct:+6.2f}%")
        else:
            print(f"{sym:<6} error: {r}")
    quotes: List[Quote] = [r for r in results.values() if isinstance(r, Quote)]
    best = max(quotes, key=lambda q: q.change_pct)
    print("best:", best.symbol, f"{best.change_pct:.3f}")
    done, pending = await asyncio.wait([asyncio.create_task(quote(s)) for s in SYMBOLS[:3]])
    print(len(done), len(pending), sorted(t.result().symbol for t in done))
    sem = asyncio.Semaphore(2)
    active = 0
    peak = 0

    async def limited(s: str) -> float:
        nonlocal active, peak
        async with sem:
            active += 1
            peak = max(peak, active)
            q = await quote(s)
            active -= 1
            return q.last

    lasts = await asyncio.gather(*(limited(s) for s in SYMBOLS[:4]))
    print("peak concurrency:", peak, [round(x) for x in lasts])
    task = asyncio.create_task(asyncio.sleep(10))
    await asyncio.sleep(0)
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        print("cancelled:", task.cancelled())
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_soon(fut.set_result, 42)
    print(await fut, asyncio.iscoroutinefunction(quote), asyncio.current_task().get_name().startswith("Task"))


asyncio.run(main())
