# no yield from in an async function
async def f():
    yield from [1]
