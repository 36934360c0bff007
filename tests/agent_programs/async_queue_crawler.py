import asyncio
from collections import Counter
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Set
from urllib.parse import urljoin, urlsplit
import re

LINK = re.compile(r"href=['\"]([^'\"]+)['\"]")


@dataclass(order=True)
class Job:
    depth: int
    url: str = field(compare=False)


@dataclass
class Stats:
    fetched: int = 0
    failed: int = 0
    by_worker: Counter = field(default_factory=Counter)
    titles: Dict[str, str] = field(default_factory=dict)


async def worker(name: str, q: "asyncio.PriorityQueue[Job]", seen: Set[str], stats: Stats,
                 sem: asyncio.Semaphore, max_depth: int) -> None:
    while True:
        job = await q.get()
        try:
            async with sem:
                resp = await afetch(job.url)
            stats.by_worker[name] += 1
            if resp["status"] != 200:
                stats.failed += 1
                continue
            stats.fetched += 1
            m = re.search(r"<title>(.*?)</title>", resp["body"])
            stats.titles[job.url] = m.group(1) if m else ""
            if job.depth >= max_depth:
                continue
            for href in LINK.findall(resp["body"]):
                nxt = urljoin(job.url, href)
                if urlsplit(nxt).netloc == "example.com" and nxt not in seen:
                    seen.add(nxt)
                    q.put_nowait(Job(job.depth + 1, nxt))
        finally:
            q.task_done()


async def crawl(root: str, n_workers: int = 3, max_depth: int = 2) -> Stats:
    q: asyncio.PriorityQueue[Job] = asyncio.PriorityQueue()
    seen = {root}
    stats = Stats()
    sem = asyncio.Semaphore(2)
    q.put_nowait(Job(0, root))
    workers = [asyncio.create_task(worker(f"w{i}", q, seen, stats, sem, max_depth)) for i in range(n_workers)]
    await q.join()
    for w in workers:
        w.cancel()
    res = await asyncio.gather(*workers, return_exceptions=True)
    print("worker exits:", [type(r).__name__ for r in res])
    return stats


async def main() -> None:
    stats = await crawl("https://example.com/")
    print(f"fetched={stats.fetched} failed={stats.failed} total={sum(stats.by_worker.values())}")
    for url in sorted(stats.titles):
        print(f"  {urlsplit(url).path + ('?' + urlsplit(url).query if urlsplit(url).query else ''):<12} {stats.titles[url]}")
    shallow = await crawl("https://example.com/about", n_workers=1, max_depth=0)
    print(shallow.titles)
    ev = asyncio.Event()
    order: List[str] = []

    async def waiter(i: int) -> None:
        await ev.wait()
        order.append(f"w{i}")

    ts = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    order.append("set")
    ev.set()
    await asyncio.gather(*ts)
    print(order)
    lock = asyncio.Lock()
    async with lock:
        print("locked:", lock.locked())
    print("after:", lock.locked())
    q2: asyncio.Queue[int] = asyncio.Queue(maxsize=1)
    await q2.put(1)
    try:
        q2.put_nowait(2)
    except asyncio.QueueFull:
        print("QueueFull", q2.qsize(), q2.full())


asyncio.run(main())
