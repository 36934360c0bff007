"""Concurrent tool calls with asyncio: gather, timeouts, semaphores, error collection."""
import asyncio

class ToolTimeout(Exception):
    pass

LATENCY = {"search": 0.03, "weather": 0.01, "stocks": 1.0, "news": 0.02, "maps": 0.015}

async def call_tool(name, arg, sem, log):
    async with sem:
        log.append(f"start {name}")
        await asyncio.sleep(LATENCY.get(name, 0.01))
        if name == "news":
            raise ConnectionError(f"{name}: upstream reset")
        if name not in LATENCY:
            raise KeyError(name)
        log.append(f"done {name}")
        return {"tool": name, "arg": arg, "chars": len(arg) * 7}

async def with_timeout(coro, seconds, name):
    try:
        return await asyncio.wait_for(coro, timeout=seconds)
    except asyncio.TimeoutError:
        raise ToolTimeout(f"{name} exceeded {seconds:.2f}s") from None

async def main():
    sem = asyncio.Semaphore(2)
    log = []
    names = ["search", "weather", "stocks", "news", "maps", "unknown"]
    tasks = [with_timeout(call_tool(n, f"q-{n}", sem, log), 0.5, n) for n in names]
    results = await asyncio.gather(*tasks, return_exceptions=True)
    ok, failed = {}, {}
    for n, r in zip(names, results):
        if isinstance(r, Exception):
            failed[n] = f"{type(r).__name__}: {r}"
        else:
            ok[n] = r["chars"]
    print("ok:", ok)
    for n, err in failed.items():
        print(f"failed {n:<8} {err}")
    print(sorted(set(log)))
    queue = asyncio.Queue()
    for i in range(5):
        queue.put_nowait(i)
    async def worker(wid, out):
        while not queue.empty():
            item = await queue.get()
            await asyncio.sleep(0.001 * item)
            out.append((wid, item * item))
            queue.task_done()
    out = []
    await asyncio.gather(worker("a", out), worker("b", out))
    print(sorted(x for _, x in out), queue.qsize())
    t = asyncio.create_task(asyncio.sleep(0.01, result="slept"))
    print(await t, t.done(), t.result())
    try:
        await asyncio.gather(call_tool("news", "x", sem, log))
    except ConnectionError as e:
        print("gather raised:", e)
    async def agen(n):
        for i in range(n):
            await asyncio.sleep(0)
            yield i * 2
    print([x async for x in agen(4)])
    return len(ok)

print("result:", asyncio.run(main()))
