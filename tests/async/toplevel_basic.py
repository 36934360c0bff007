# top-level await, as in a notebook
import asyncio

r = await echo("hi")
print(r)
n = await double(await double(5))
print(n)


async def f(x):
    return await echo(x) + 1


print(await f(41))
print(await asyncio.gather(f(1), f(2)))
