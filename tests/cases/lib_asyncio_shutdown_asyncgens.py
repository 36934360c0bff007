# asyncio.run closes the async generators started under its loop and left unfinished (an async for left by break), as CPython's shutdown_asyncgens does: their finally blocks run (awaiting too) before run returns; finished ones, ones that raised and ones closed by hand are not closed again; asyncio.Runner.close does the same
import asyncio

async def pages(name, n=10):
    try:
        for i in range(n):
            yield i
    finally:
        await asyncio.sleep(0)
        print(f"{name} closed")

async def failing():
    try:
        yield 1
        raise ValueError("bad page")
    finally:
        print("failing closed")

keep = []   # (a generator no one holds is closed when CPython frees it: timing this test leaves out)

async def main():
    left = pages("left by break")
    keep.append(left)
    async for p in left:
        if p == 2:
            break
    print("after break")
    async for p in pages("exhausted", 2):
        pass
    g = pages("closed by hand")
    print(await anext(g))
    await g.aclose()
    try:
        async for p in failing():
            pass
    except ValueError as e:
        print("ValueError:", e)
    t = pages("thrown into")
    await anext(t)
    try:
        await t.athrow(KeyError("k"))
    except KeyError as e:
        print("KeyError:", e)
    return "main done"

print(asyncio.run(main()))
with asyncio.Runner() as r:
    async def step():
        gen = pages("runner")
        keep.append(gen)
        return await anext(gen)
    print(r.run(step()))
    print("runner body done")
print("end")
