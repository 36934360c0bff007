# async with needs an async function
def f():
    async with x:
        pass
