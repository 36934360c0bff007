# an exception from a top-level await ends the program
import asyncio

print(await echo("first"))
r = await asyncio.gather(echo(1), fail("kaboom"))
print("not reached", r)
