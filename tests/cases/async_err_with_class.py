# async with in a class body
class A:
    async with x:
        pass
