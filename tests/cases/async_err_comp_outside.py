# an async comprehension needs an async function
def f(y):
    return [x async for x in y]
