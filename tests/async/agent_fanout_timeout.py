# query several sources with a deadline each; report what came back
import asyncio

SOURCES = {"fast": 0.05, "medium": 0.15, "stalled": 30, "slowish": 0.25, "dead": 60}


async def query(name, delay):
    return await asyncio.wait_for(slow({"source": name, "hits": len(name)}, delay), 0.5)


async def main():
    names = list(SOURCES)
    results = await asyncio.gather(*[query(n, SOURCES[n]) for n in names],
                                   return_exceptions=True)
    ok, missing = [], []
    for name, r in zip(names, results):
        if isinstance(r, TimeoutError):
            missing.append(name)
        else:
            ok.append(r)
    print("answered:", ", ".join(f"{r['source']}({r['hits']})" for r in ok))
    print("timed out:", ", ".join(missing))
    print("total hits:", sum(r["hits"] for r in ok))


asyncio.run(main())
