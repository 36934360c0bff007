def f():
    async with x: pass
async def g():
    yield 1
    return 2
async def k():
    yield from g()
def m():
    return [x async for x in y]
