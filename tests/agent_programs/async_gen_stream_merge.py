# Streaming with async generators: merge feeds, async comprehensions, asynccontextmanager,
# AsyncExitStack, aclosing, and anext with a default.
import asyncio
from contextlib import asynccontextmanager, AsyncExitStack, aclosing

events = []

@asynccontextmanager
async def feed_session(name):
    events.append(f"open {name}")
    try:
        yield name.upper()
    finally:
        events.append(f"close {name}")

async def ticker(symbol, days):
    rows = await aget_stock(symbol, days=days)
    try:
        for row in rows:
            await asyncio.sleep(0)
            yield symbol, row["date"][-2:], row["close"]
    finally:
        events.append(f"ticker {symbol} finalized")

async def merged(*gens):
    q = asyncio.Queue()
    DONE = object()
    async def pump(g):
        async for item in g:
            await q.put(item)
        await q.put(DONE)
    tasks = [asyncio.create_task(pump(g)) for g in gens]
    remaining = len(tasks)
    while remaining:
        item = await q.get()
        if item is DONE:
            remaining -= 1
            continue
        yield item
    await asyncio.gather(*tasks)

async def main():
    async with AsyncExitStack() as stack:
        a = await stack.enter_async_context(feed_session("acme"))
        b = await stack.enter_async_context(feed_session("globx"))
        rows = [r async for r in merged(ticker(a, 3), ticker(b, 2))]
        print(sorted(rows))
    print(events[:2], sorted(events[2:4]), events[4:]); events.clear()
    async with aclosing(ticker("INITECH", 5)) as t:
        async for sym, day, close in t:
            print("first only:", sym, day, close)
            break
    print(events); events.clear()
    g = ticker("ACME", 1)
    print(await anext(g), await anext(g, "exhausted"))
    highs = {s: max([c async for _, _, c in ticker(s, 4)]) for s in ("ACME", "GLOBX")}
    print(highs)
    evens = [x async for x in agen_range(6) if x % 2 == 0]
    print(evens, await asyncio.gather(*(anext(agen_range(3)) for _ in range(2))))
    try:
        await anext(agen_range(0))
    except StopAsyncIteration:
        print("StopAsyncIteration")
    ag = agen_range(3)
    print(type(ag).__name__, await ag.asend(None), await ag.__anext__())
    await ag.aclose()
    print(events)

async def agen_range(n):
    for i in range(n):
        yield i

asyncio.run(main())
