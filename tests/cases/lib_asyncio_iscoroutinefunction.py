# asyncio.iscoroutinefunction / iscoroutine, as a decorator serving both
# sync and async functions uses them
import asyncio, functools
def retry(fn):
    if asyncio.iscoroutinefunction(fn):
        @functools.wraps(fn)
        async def aw(*a):
            try: return await fn(*a)
            except ValueError: return await fn(*a)
        return aw
    @functools.wraps(fn)
    def w(*a):
        try: return fn(*a)
        except ValueError: return fn(*a)
    return w
calls = []
@retry
async def fetch(x):
    calls.append(x)
    if len(calls) == 1: raise ValueError
    return x * 2
@retry
def plain(x): return x + 1
async def gen(): yield 1
class C:
    async def m(self): pass
c = fetch(3)
print(asyncio.iscoroutine(c), asyncio.iscoroutine(plain), asyncio.iscoroutinefunction(fetch), asyncio.iscoroutinefunction(plain),
      asyncio.iscoroutinefunction(gen), asyncio.iscoroutinefunction(C().m), asyncio.iscoroutinefunction(C.m), asyncio.iscoroutinefunction(len),
      asyncio.iscoroutinefunction(functools.partial(fetch, 1)))
print(asyncio.run(c), plain(1), calls)
from asyncio import iscoroutinefunction
print(iscoroutinefunction(lambda: 0))
