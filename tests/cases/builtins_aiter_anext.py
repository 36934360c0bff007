# aiter() and anext() (with and without a default) on async generators and
# classes with __aiter__/__anext__; their TypeErrors.
import asyncio
print(aiter, anext)

async def agen(n):
    for i in range(n):
        yield i

class Counter:
    def __init__(self, n):
        self.i, self.n = 0, n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i

async def main():
    g = agen(2)
    it = aiter(g)
    print(it is g)
    print(await anext(it), await anext(it))
    print(await anext(it, 'done'))
    try:
        await anext(it)
    except StopAsyncIteration:
        print('stop')
    c = aiter(Counter(2))
    print(await anext(c), await anext(c), await anext(c, None))
    for bad in [lambda: aiter(1), lambda: anext(1), lambda: aiter(), lambda: anext(),
                lambda: anext(g, 1, 2)]:
        try:
            bad()
        except TypeError as e:
            print('TypeError:', e)
    class NoNext:
        def __aiter__(self):
            return 1
    try:
        aiter(NoNext())
    except TypeError as e:
        print(e)
    print([x async for x in aiter(agen(3))])

asyncio.run(main())
