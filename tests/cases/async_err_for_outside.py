# async for needs an async function
def f():
    async for x in y:
        pass
