# an async generator cannot return a value
async def f():
    yield 1
    return 2
