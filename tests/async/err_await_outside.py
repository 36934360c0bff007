# await in a plain def is a SyntaxError, even where top-level await is allowed
import asyncio

print("never printed")


def f():
    return await echo(1)
