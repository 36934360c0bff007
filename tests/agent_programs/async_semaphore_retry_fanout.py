"""Fetch many URLs concurrently with a Semaphore, wait_for timeouts and
per-task retries on ConnectionError; gather(return_exceptions=True) and a
deterministic report (results sorted, since completion order varies)."""
import asyncio
import json
from dataclasses import dataclass, field


@dataclass
class Outcome:
    url: str
    attempts: int = 0
    status: int | None = None
    error: str | None = None
    log: list = field(default_factory=list)


class GiveUp(Exception):
    pass


async def fetch_with_retry(sem: asyncio.Semaphore, url: str, max_attempts: int = 3) -> Outcome:
    out = Outcome(url)
    async with sem:
        for attempt in range(1, max_attempts + 1):
            out.attempts = attempt
            try:
                resp = await asyncio.wait_for(afetch(url, attempt=attempt), timeout=5)
            except ConnectionError as e:
                out.log.append(f"try {attempt}: {type(e).__name__}")
                await asyncio.sleep(0.01 * 2 ** attempt)
                continue
            except TimeoutError as e:
                out.error = f"TimeoutError: {e}"
                return out
            if resp["status"] == 429:
                out.log.append(f"try {attempt}: 429 retry-after {resp['headers'].get('Retry-After')}")
                continue
            out.status = resp["status"]
            if resp["status"] == 200 and resp["headers"].get("Content-Type") == "application/json":
                out.log.append("json " + ",".join(sorted(json.loads(resp["body"]))))
            return out
    raise GiveUp(f"{url}: gave up after {out.attempts} attempts ({'; '.join(out.log)})")


async def main():
    urls = ["https://example.com/", "https://example.com/about", "https://flaky.example.com/a",
            "https://ratelimit.example.com/r", "https://slow.example.com/s", "https://example.com/nope",
            "https://flaky.example.com/b", "https://example.com/team"]
    sem = asyncio.Semaphore(3)
    results = await asyncio.gather(*(fetch_with_retry(sem, u) for u in urls), return_exceptions=True)
    for u, r in zip(urls, results):
        if isinstance(r, BaseException):
            print(f"{u:<34} EXC {type(r).__name__}: {r}")
        else:
            print(f"{u:<34} status={r.status} attempts={r.attempts} error={r.error} log={r.log}")
    # which failure a plain gather raises first depends on the tools' timing:
    # collect both and print them in a fixed order
    strict = [fetch_with_retry(sem, u, max_attempts=1) for u in urls[2:4]]
    outcomes = await asyncio.gather(*strict, return_exceptions=True)
    for o in sorted(outcomes, key=str):
        print("strict:", type(o).__name__, o)
    try:
        await asyncio.gather(fetch_with_retry(sem, urls[3], max_attempts=1))
    except GiveUp as e:
        print("strict gather failed:", e)
    await asyncio.sleep(0.2)

    async def slow_user(uid):
        await asyncio.sleep(1)
        return await aget_user(uid)
    try:
        await asyncio.wait_for(slow_user(3), timeout=0.05)
    except asyncio.TimeoutError as e:
        print("wait_for timed out:", type(e).__name__, isinstance(e, TimeoutError))
    users = await asyncio.gather(*(aget_user(i) for i in (4, 1, 99, 2)), return_exceptions=True)
    print([u["name"] if isinstance(u, dict) else f"{type(u).__name__}({u})" for u in users])
    tasks = [asyncio.create_task(aget_metrics(h, points=3), name=f"m-{h}") for h in ("web-1", "db-1", "x-9")]
    done, pending = await asyncio.wait(tasks)
    print(len(done), len(pending))
    for t in sorted(done, key=lambda t: t.get_name()):
        exc = t.exception()
        print(t.get_name(), "->", f"{type(exc).__name__}: {exc}" if exc else [p["cpu"] for p in t.result()])
    print("sem value back to", sem._value, sem.locked())

asyncio.run(main())
