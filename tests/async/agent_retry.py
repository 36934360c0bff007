# retry a flaky call a few times before giving up
import asyncio

attempts = {}


async def flaky(name, fail_times):
    n = attempts.get(name, 0)
    attempts[name] = n + 1
    if n < fail_times:
        return await fail(f"{name} attempt {n + 1} failed")
    return await echo(f"{name} ok after {n + 1}")


async def with_retry(name, fail_times, tries=3):
    last = None
    for _ in range(tries):
        try:
            return await flaky(name, fail_times)
        except ValueError as e:
            last = e
            await asyncio.sleep(0.01)
    return f"gave up: {last}"


async def main():
    r = await asyncio.gather(with_retry("a", 0), with_retry("b", 2), with_retry("c", 5))
    for line in r:
        print(line)
    print(sorted(attempts.items()))


asyncio.run(main())
