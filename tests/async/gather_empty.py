# gather with no arguments, with one, and of plain coroutines with no tool calls
import asyncio


async def const(v):
    return v


print(await asyncio.gather())
print(await asyncio.gather(echo("only")))
print(await asyncio.gather(const(1), const("a"), const(None)))
print(await asyncio.gather(return_exceptions=True))
