import asyncio
async def worker(q, n):
    await q.put(n)
    r = await fetch(n)
    return (n, r)
async def main():
    q = asyncio.Queue()
    ev = asyncio.Event()
    lock = asyncio.Lock()
    async with lock:
        tasks = [asyncio.create_task(worker(q, i)) for i in range(3)]
        done = await asyncio.gather(*tasks)
    ev.set()
    return done, q.qsize()
print(asyncio.run(main()))
