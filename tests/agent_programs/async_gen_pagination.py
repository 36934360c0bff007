# Stream paginated results through async generators, filter with async comprehensions and aggregate.
import asyncio
from collections import Counter

async def pages(status):
    page = 1
    while page is not None:
        resp = list_orders(status=status, page=page, page_size=8)
        await asyncio.sleep(0)
        yield resp["page"], resp["items"]
        page = resp["next_page"]

async def orders(status):
    async for _, items in pages(status):
        for o in items:
            yield o

async def ticker_closes(symbols):
    for s in symbols:
        data = await aget_stock(s, days=3)
        yield s, [d["close"] for d in data]

async def main():
    n_pages = [p async for p, _ in pages("delivered")]
    print("pages:", n_pages)
    big = [o["id"] async for o in orders("delivered") if o["quantity"] >= 7]
    print("big delivered:", big)
    by_region = Counter()
    async for o in orders("shipped"):
        by_region[o["region"]] += o["quantity"]
    print(by_region.most_common())
    closes = {s: c async for s, c in ticker_closes(["ACME", "GLOBX"])}
    print(closes)
    agen = orders("pending")
    first = await anext(agen)
    second = await agen.__anext__()
    print(first["id"], second["id"])
    await agen.aclose()
    try:
        await anext(agen)
    except StopAsyncIteration:
        print("closed generator is exhausted")
    print(await anext(aiter(orders("nope")), "default when empty"))
    total = sum([o["quantity"] async for o in orders("cancelled")])
    print("cancelled units:", total)

asyncio.run(main())
