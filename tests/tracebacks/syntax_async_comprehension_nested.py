# An async for in a comprehension nested in another, in a plain function:
# the SyntaxError marks the outermost comprehension, as CPython 3.11 does.
async def ag():
    yield 1


def pages():
    return [[y async for y in ag()] for x in [1, 2]]
