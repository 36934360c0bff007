# Fetch pages concurrently with per-request timeouts; one stage forgets to catch asyncio.TimeoutError and the run ends with it.
import asyncio

async def fetch_json(url, timeout):
    async def slow_path():
        if "slow" in url:
            await asyncio.sleep(30)
        return await afetch(url)
    resp = await asyncio.wait_for(slow_path(), timeout)
    return resp["status"], len(resp["body"])

async def stage_one():
    urls = ["https://example.com/", "https://example.com/about", "https://slow.example.org/a"]
    results = await asyncio.gather(*(fetch_json(u, 0.3 if "slow" in u else 10.0) for u in urls), return_exceptions=True)
    for u, r in zip(urls, results):
        print(f"{u:<30} {r if not isinstance(r, BaseException) else type(r).__name__}")

async def stage_two():
    status, size = await fetch_json("https://example.com/team", 10.0)
    print("team:", status, size)
    status, size = await fetch_json("https://slow.example.org/b", 0.2)
    print("never printed", status)

async def main():
    await stage_one()
    await stage_two()

asyncio.run(main())
