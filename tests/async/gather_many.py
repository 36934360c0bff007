# gather of 100 calls at once
import asyncio


async def main():
    calls = [echo(i) for i in range(100)]
    results = await asyncio.gather(*calls)
    print(len(results), sum(results))
    print(results == list(range(100)))
    doubled = await asyncio.gather(*[double(i) for i in range(100)])
    print(doubled[:5], doubled[-3:], sum(doubled))


asyncio.run(main())
