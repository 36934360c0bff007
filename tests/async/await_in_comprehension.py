# await inside comprehensions (in an async def, and at top level)
import asyncio


async def main():
    xs = [await echo(i) for i in range(4)]
    d = {k: await double(k) for k in range(3)}
    return xs, d


print(await main())
x = [echo(i) for i in range(5)]
print([await y for y in x])
