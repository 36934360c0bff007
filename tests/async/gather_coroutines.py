# gather of coroutines that each make several tool calls in sequence
import asyncio


async def fetch(i):
    a = await echo(i)
    b = await double(a)
    c = await echo(f"item-{b}")
    return {"i": a, "double": b, "label": c}


async def main():
    rows = await asyncio.gather(*[fetch(i) for i in range(12)])
    for row in rows:
        print(row["i"], row["double"], row["label"])
    print(sum(r["double"] for r in rows))


asyncio.run(main())
