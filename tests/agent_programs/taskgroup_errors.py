# Structured concurrency: a TaskGroup of tool calls where some fail; except* handling; an uncaught group.
import asyncio

async def fetch_user(uid):
    return await aget_user(uid)

async def fetch_stock(sym):
    if not sym.isupper():
        raise ValueError(f"refusing lowercase ticker {sym!r}")
    data = await aget_stock(sym, days=3)
    return sym, data[-1]["close"]

async def gather_profiles(uids):
    results = {}
    async with asyncio.TaskGroup() as tg:
        tasks = {uid: tg.create_task(fetch_user(uid)) for uid in uids}
    for uid, t in tasks.items():
        results[uid] = t.result()["name"]
    return results

async def main():
    print(await gather_profiles([1, 2, 3]))
    try:
        await gather_profiles([4, 99, 5])
    except* KeyError as eg:
        msgs = sorted(str(e) for e in eg.exceptions)
        print(f"{len(eg.exceptions)} lookups failed: {msgs}")
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fetch_stock("ACME"))
            tg.create_task(fetch_stock("lower"))
    except* ValueError as eg:
        print("value errors:", [str(e) for e in eg.exceptions])
    except* LookupError as eg:
        print("lookup errors:", [type(e).__name__ for e in eg.exceptions])
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(aget_metrics("nope-1"))
    except* ValueError as eg:
        print("value errors:", [str(e) for e in eg.exceptions])
    except* LookupError as eg:
        print("lookup errors:", [type(e).__name__ + ": " + str(e) for e in eg.exceptions])
    eg = ExceptionGroup("batch", [ValueError("v1"), KeyError("k"), ExceptionGroup("inner", [TypeError("t")])])
    match_, rest = eg.split(ValueError)
    print(repr(match_), repr(rest))
    print(eg.subgroup(lambda e: isinstance(e, (TypeError, ExceptionGroup))))
    print([type(e).__name__ for e in eg.exceptions], str(eg), eg.message)
    results = await asyncio.gather(*(fetch_stock(s) for s in ["GLOBX", "INITECH"]))
    print(dict(results))
    async with asyncio.TaskGroup() as tg:
        tg.create_task(fetch_user(6))
        tg.create_task(fetch_stock("bad"))

asyncio.run(main())
