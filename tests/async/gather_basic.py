# gather of async tool calls: results in argument order
import asyncio

r = await asyncio.gather(echo(1), echo("two"), double(21))
print(r)
print(type(r).__name__, len(r))
r = await asyncio.gather(echo([1, 2, 3]), echo({"k": "v", "n": [None, True, 1.5]}))
print(r)
