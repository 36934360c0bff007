# An async fan-out whose one failing task surfaces through gather, a helper coroutine and a
# method, uncaught, after partial progress is printed.
import asyncio

class Enricher:
    def __init__(self):
        self.seen = []

    async def enrich(self, uid):
        self.seen.append(uid)   # before the first await: the same whatever order tools answer in
        user = await aget_user(uid)
        prefix = {"pro": "web", "enterprise": "db"}.get(user["tier"], user["tier"])
        metrics = await aget_metrics(f"{prefix}-{uid}")
        return {"uid": uid, "peak": max(m["cpu"] for m in metrics)}

async def batch(enricher, ids):
    return await asyncio.gather(*(enricher.enrich(i) for i in ids))

async def main():
    e = Enricher()
    try:
        print(await batch(e, [1, 3]))
    except LookupError as err:
        print("first batch failed:", err)
    print("seen so far:", sorted(e.seen))
    results = await batch(e, [2, 6])
    print(results)

asyncio.run(main())
