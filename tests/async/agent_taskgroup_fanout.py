# An agent fans out lookups with a TaskGroup, bounded by a Semaphore, with
# a per-call timeout and a retry with backoff on failures.
import asyncio

sem = asyncio.Semaphore(3)
attempts = {}


async def fetch_with_retry(item, retries=3):
    delay = 0.5
    for attempt in range(1, retries + 1):
        attempts[item] = attempt
        try:
            async with sem:
                async with asyncio.timeout(2):
                    if item.startswith("flaky") and attempt < 2:
                        await fail(f"{item} temporarily down")
                    if item.startswith("slow"):
                        return await slow(item.upper(), 5)
                    return await double(len(item))
        except ValueError as e:
            print(f"  attempt {attempt} for {item}: {e}")
        except TimeoutError:
            print(f"  attempt {attempt} for {item}: timed out")
            return None
        await asyncio.sleep(delay)
        delay *= 2
    return "gave up"


async def main():
    items = ["alpha", "flaky-beta", "gamma", "slow-delta", "eps"]
    async with asyncio.TaskGroup() as tg:
        tasks = {item: tg.create_task(fetch_with_retry(item), name=item) for item in items}
    for item, t in tasks.items():
        print(f"{item:12} -> {t.result()!r:8} after {attempts[item]} attempt(s)")
    ok = [i for i, t in tasks.items() if t.result() is not None]
    print("usable:", len(ok), "of", len(items))


asyncio.run(main())
