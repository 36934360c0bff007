async def g(n):
    for i in range(n):
        yield await h(i)
async def h(x): return x
async def main():
    async with A() as a:
        async for x in g(3):
            if x: break
        else: pass
        return [y async for y in g(2) if await h(y)], {k: v async for k, v in p()}
class A:
    async def __aenter__(self): return 1
    async def __aexit__(self, *e): return False
t = (await h(1) async for q in g(1))
