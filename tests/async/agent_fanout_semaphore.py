import asyncio
from dataclasses import dataclass
from typing import List, Dict, Optional
import random

@dataclass
class Result:
    url: str
    status: int
    size: int
    error: Optional[str] = None

LATENCY = {"a.com": 0.03, "b.org": 0.01, "slow.net": 0.5, "c.io": 0.02, "bad.dev": 0.01}

async def fetch(url: str) -> Result:
    await asyncio.sleep(LATENCY.get(url, 0.01))
    if url == "bad.dev":
        raise ConnectionError(f"connection refused: {url}")
    return Result(url, 200, len(url) * 100)

async def fetch_with_timeout(url: str, timeout: float) -> Result:
    try:
        return await asyncio.wait_for(fetch(url), timeout=timeout)
    except asyncio.TimeoutError:
        return Result(url, 0, 0, "timeout")
    except ConnectionError as e:
        return Result(url, 0, 0, str(e))

async def main() -> None:
    urls = list(LATENCY)
    results: List[Result] = await asyncio.gather(*(fetch_with_timeout(u, 0.1) for u in urls))
    for r in results:
        status = "OK " if r.error is None else "ERR"
        print(f"{status} {r.url:<10} {r.status:>3} {r.size:>6} {r.error or ''}")
    ok = [r for r in results if r.error is None]
    print(f"{len(ok)}/{len(results)} succeeded, {sum(r.size for r in ok):,} bytes")

    raw = await asyncio.gather(*(fetch(u) for u in ["a.com", "bad.dev", "c.io"]), return_exceptions=True)
    for item in raw:
        print(type(item).__name__, item if isinstance(item, Exception) else item.size)

    sem = asyncio.Semaphore(2)
    order: List[str] = []
    async def limited(u: str) -> int:
        async with sem:
            order.append(f"start {u}")
            await asyncio.sleep(0.01)
            order.append(f"end {u}")
            return len(u)
    sizes = await asyncio.gather(*(limited(u) for u in ["x1", "y22", "z333", "w4444"]))
    print(sizes, order)

    q: asyncio.Queue = asyncio.Queue()
    for i in range(6):
        q.put_nowait(i)
    done: Dict[str, List[int]] = {}
    async def worker(name: str):
        while not q.empty():
            item = await q.get()
            await asyncio.sleep(0.001 * item)
            done.setdefault(name, []).append(item)
            q.task_done()
    await asyncio.gather(worker("w1"), worker("w2"))
    print(sorted(x for v in done.values() for x in v), q.qsize())

    task = asyncio.create_task(fetch("slow.net"))
    await asyncio.sleep(0.01)
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        print("cancelled:", task.cancelled(), task.done())

    try:
        await asyncio.wait_for(fetch("slow.net"), timeout=0.05)
    except asyncio.TimeoutError as e:
        print("timed out", type(e).__name__, repr(e))

asyncio.run(main())
