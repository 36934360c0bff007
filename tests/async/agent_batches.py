# work through 23 items in batches of 5, gather per batch
import asyncio


async def process(i):
    if i % 7 == 6:
        await fail(f"item {i} rejected")
    return await double(i)


async def main():
    items = list(range(23))
    done, errors = [], []
    for start in range(0, len(items), 5):
        batch = items[start:start + 5]
        res = await asyncio.gather(*[process(i) for i in batch], return_exceptions=True)
        for i, r in zip(batch, res):
            if isinstance(r, Exception):
                errors.append(str(r))
            else:
                done.append(r)
        print(f"batch {start // 5}: {len(batch)} items")
    print(len(done), "done, sum", sum(done))
    print("errors:", errors)


asyncio.run(main())
