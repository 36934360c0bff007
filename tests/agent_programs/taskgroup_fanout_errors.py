import asyncio
from typing import Dict, List


class ToolFailed(Exception):
    pass


async def price_of(symbol: str) -> float:
    bars = await aget_stock(symbol, days=2)
    return bars[-1]["close"]


async def safe_quotes(symbols: List[str]) -> Dict[str, float]:
    out: Dict[str, float] = {}
    try:
        async with asyncio.TaskGroup() as tg:
            tasks = {s: tg.create_task(price_of(s)) for s in symbols}
    except* ValueError as eg:
        print("value errors:", [str(e) for e in eg.exceptions])
        for s, t in tasks.items():
            if not t.cancelled() and t.exception() is None:
                out[s] = t.result()
    else:
        out = {s: t.result() for s, t in tasks.items()}
    return out


async def user_name(uid: int) -> str:
    user = await aget_user(uid)
    return user["name"]


async def main() -> None:
    good = await safe_quotes(["ACME", "INIT"])
    print({k: f"{v:.2f}" for k, v in good.items()})
    mixed = await safe_quotes(["ACME", "lower", "INIT"])
    print("lower skipped:", "lower" not in mixed)
    try:
        async with asyncio.timeout(5):
            users = await asyncio.gather(*(aget_user(i) for i in (1, 2, 3)))
        print([u["name"] for u in users])
    except TimeoutError:
        print("timed out")
    try:
        raise ExceptionGroup("batch", [ToolFailed("a"), KeyError("b"), ToolFailed("c")])
    except* ToolFailed as eg:
        print("tool failures:", eg.message, len(eg.exceptions), [str(e) for e in eg.exceptions])
    except* KeyError as eg:
        print("key errors:", repr(eg.exceptions[0]))
    eg = ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [TypeError(2), ValueError(3)])])
    match_, rest = eg.split(ValueError)
    print(repr(match_), repr(rest))
    print(eg.subgroup(lambda e: isinstance(e, TypeError)))
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(user_name(4))
        t2 = tg.create_task(user_name(50))
    print("unreachable", t1.result(), t2.result())


asyncio.run(main())
