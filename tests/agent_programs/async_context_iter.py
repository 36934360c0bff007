# Async context managers and async iterators that call async tools in __aenter__/__aexit__/__anext__, with cancellation.
import asyncio

class Session:
    def __init__(self, name):
        self.name = name
        self.log = []
    async def __aenter__(self):
        hits = await asearch("cache", limit=1)
        self.log.append(f"enter {self.name}: warm {hits[0]['id']}")
        return self
    async def __aexit__(self, et, ev, tb):
        u = await aget_user(1)
        self.log.append(f"exit {self.name} ({et.__name__ if et else None}) audited by {u['name']}")
        return et is LookupError

class Prices:
    def __init__(self, symbols):
        self.symbols = list(symbols)
    def __aiter__(self):
        return self
    async def __anext__(self):
        if not self.symbols:
            raise StopAsyncIteration
        s = self.symbols.pop(0)
        data = await aget_stock(s, days=2)
        return s, data[-1]["close"]

async def main():
    async with Session("a") as s:
        async for sym, px in Prices(["ACME", "GLOBX"]):
            s.log.append(f"{sym}={px}")
    print(s.log)
    async with Session("b") as s2:
        await aget_metrics("nope")
    print(s2.log, "(LookupError suppressed)")
    try:
        async with Session("c") as s3:
            raise KeyError("not suppressed")
    except KeyError as e:
        print("KeyError escaped:", e, s3.log[-1])
    results = [x async for x in Prices(["INITECH", "ACME"])]
    print(results)
    async def slow_user(uid):
        await asyncio.sleep(30)
        return await aget_user(uid)
    t = asyncio.create_task(slow_user(2))
    fast = asyncio.create_task(aget_user(3))
    done, pending = await asyncio.wait({t, fast}, return_when=asyncio.FIRST_COMPLETED)
    print([d.result()["name"] for d in done], len(pending))
    for p in pending:
        p.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    print("cancelled:", t.cancelled())
    try:
        await asyncio.wait_for(slow_user(4), timeout=0.05)
    except TimeoutError:
        print("wait_for timed out")
    r = await asyncio.shield(aget_user(5))
    print(r["name"])
    lock = asyncio.Lock()
    order = []
    async def guarded(i):
        async with lock:
            order.append(i)
            await aget_user(i)
            order.append(-i)
    await asyncio.gather(*(guarded(i) for i in (1, 2, 3)))
    print(order)
    ev = asyncio.Event()
    async def waiter():
        await ev.wait()
        return "woke"
    wt = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    ev.set()
    print(await wt)

asyncio.run(main())
