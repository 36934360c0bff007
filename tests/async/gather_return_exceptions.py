# return_exceptions=True puts exceptions in the result list
import asyncio


async def boom(n):
    await echo(n)
    raise KeyError(n)


async def main():
    r = await asyncio.gather(echo(1), fail("nope"), double(4), boom("k"),
                             return_exceptions=True)
    print(r)
    for x in r:
        if isinstance(x, BaseException):
            print("error", type(x).__name__, x.args)
        else:
            print("value", x)
    ok = [x for x in r if not isinstance(x, Exception)]
    print(ok)


asyncio.run(main())
