# as_completed over tool calls: completion order may vary, so sort
import asyncio


async def main():
    results = []
    for fut in asyncio.as_completed([double(i) for i in range(10)]):
        results.append(await fut)
    print(sorted(results))
    names = []
    for fut in asyncio.as_completed([echo(w) for w in ["b", "c", "a"]]):
        names.append(await fut)
    print(sorted(names))


asyncio.run(main())
