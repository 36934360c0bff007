# Stream search results through async generators: async comprehensions,
# anext() with defaults, aclosing(), asynccontextmanager and early exits.
import asyncio
import contextlib

QUERIES = ["api retry", "cache", "graph", "logs regex", "token bucket", "nothing matches"]


async def search_stream(queries, log):
    try:
        for q in queries:
            hits = await asearch(q, limit=2)
            log.append(f"fetched {q!r}")
            for h in hits:
                yield q, h
    except GeneratorExit:
        log.append("stream closed early")
        raise
    finally:
        log.append("stream cleanup")


async def ticker(n, delay=0):
    for i in range(n):
        await asyncio.sleep(delay)
        yield i


@contextlib.asynccontextmanager
async def session(name, log):
    log.append(f"open {name}")
    try:
        yield {"name": name, "calls": 0}
    except LookupError as e:
        log.append(f"{name} swallowed {type(e).__name__}")
    finally:
        log.append(f"close {name}")


async def main():
    log = []
    async with contextlib.aclosing(search_stream(QUERIES, log)) as stream:
        async for q, hit in stream:
            print(f"{q:<12} {hit['id']} {hit['title']}")
            if hit["id"] == "d6":
                print("found graph doc, stopping")
                break
    print(log)

    log.clear()
    ids = [h["id"] async for _, h in search_stream(QUERIES[:3], log)]
    print(ids, log[-1])
    squares = {i: i * i async for i in ticker(5) if i % 2 == 0}
    print(squares, [x async for x in ticker(0)])

    it = ticker(2)
    print(await anext(it), await anext(it), await anext(it, "done"))
    try:
        await anext(it)
    except StopAsyncIteration as e:
        print("StopAsyncIteration", e.args)
    agen = search_stream(["cache"], log)
    first = await agen.__anext__()
    await agen.aclose()
    print(first[1]["id"], log[-2:], await anext(agen, "closed"))

    log.clear()
    async with session("s1", log) as s:
        s["calls"] += 1
        raise LookupError("swallowed inside session")
    print("after s1:", log)
    try:
        async with session("s2", log):
            raise ValueError("propagates")
    except ValueError as e:
        print("s2 raised:", e, log[-1])

    async def bad_gen():
        yield 1
        raise KeyError("mid-stream")
    got = []
    try:
        async for v in bad_gen():
            got.append(v)
    except KeyError as e:
        print("KeyError after", got, e)

    merged = []
    async def pump(tag, n):
        async for i in ticker(n):
            merged.append(f"{tag}{i}")
    await asyncio.gather(pump("a", 3), pump("b", 2))
    print(sorted(merged), len(merged))
    print(type(ticker(1)).__name__, hasattr(ticker(1), "asend"), asyncio.iscoroutinefunction(ticker))
    try:
        async for x in [1, 2]:
            pass
    except TypeError as e:
        print("TypeError:", e)
    try:
        await anext([1])
    except TypeError as e:
        print("TypeError:", e)

asyncio.run(main())
