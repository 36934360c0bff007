# sync tools inside tasks: each blocks only its own task; print after gathering
import asyncio


async def enrich(key):
    v = lookup(key)
    n = add(len(v), 1)
    d = await double(n)
    return f"{key}={v} ({n}, {d})"


async def main():
    r = await asyncio.gather(*[enrich(k) for k in ["alpha", "be", "gamma"]])
    for line in r:
        print(line)


asyncio.run(main())
