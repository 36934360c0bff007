# Async generator methods on unstarted, running and finished generators;
# names and ag_running; a task stepping one through its __anext__().
import asyncio
async def g():
    try:
        yield 1
        yield 2
    finally:
        print("fin")
async def main():
    a = g()
    await a.aclose()
    print("closed unstarted")
    try:
        await a.__anext__()
    except StopAsyncIteration: print("stop")
    b = g()
    try:
        await b.athrow(ValueError("v"))
    except ValueError as e: print("athrow unstarted", e)
    c = g()
    print(await c.__anext__())
    try:
        await c.athrow(KeyError("k"))
    except KeyError as e: print("athrow", repr(e))
    try:
        await c.__anext__()
    except StopAsyncIteration: print("stop2")
    d = g()
    print(await d.asend(None))
    print(await d.asend(5))
    try:
        await d.asend(6)
    except StopAsyncIteration: print("stop3")
    print(g.__name__, g().__name__ if hasattr(g(), "__name__") else "-")
    async def run2():
        x = g()
        t = asyncio.create_task(x.__anext__())
        await asyncio.sleep(0)
        print(t.result(), x.ag_running, hasattr(x, "gi_running"), x.__qualname__)
        await x.aclose()
    try:
        await run2()
    except TypeError as e:
        print("TE", e)
    print(asyncio.iscoroutine(g()), asyncio.iscoroutine(g().__anext__()))
asyncio.run(main())
