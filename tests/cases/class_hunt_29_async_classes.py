import asyncio
class Pool:
    def __init__(self, size):
        self.sem = asyncio.Semaphore(size)
        self.active = 0
        self.peak = 0
    async def __aenter__(self):
        await self.sem.acquire()
        self.active += 1
        self.peak = max(self.peak, self.active)
        return self
    async def __aexit__(self, *exc):
        self.active -= 1
        self.sem.release()
        return False

class Ticker:
    def __init__(self, n):
        self.n = n
    def __aiter__(self):
        self.i = 0
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        await asyncio.sleep(0)
        return self.i

class Worker:
    def __init__(self, pool, name):
        self.pool, self.name = pool, name
    async def run(self, t):
        async with self.pool:
            await asyncio.sleep(t)
            return f"{self.name} done"

async def main():
    pool = Pool(2)
    results = await asyncio.gather(*(Worker(pool, f"w{i}").run(0.01 * (i % 2)) for i in range(5)))
    print(results, pool.peak, pool.active)
    print([x async for x in Ticker(3)])
    async for t in Ticker(2):
        print("tick", t)

asyncio.run(main())
