# tools called with keyword arguments, sync and async
import asyncio

print(await echo(x="kw"))
print(await double(n=4))
print(await slow(delay=0.01, x="late"))
print(lookup(key="k"), add(b="tail", a="head-"))
try:
    await fail(msg="by keyword")
except ValueError as e:
    print("ValueError", e)
r = await asyncio.gather(double(n=1), slow("s", delay=0.02), echo(x=[1, 2]))
print(r)
