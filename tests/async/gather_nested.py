# gathers inside gathers, and a gather of gathers
import asyncio


async def pair(i):
    a, b = await asyncio.gather(echo(i), double(i))
    return a + b


async def group(base):
    return await asyncio.gather(*[pair(base + i) for i in range(4)])


async def main():
    inner = await asyncio.gather(group(0), group(10), group(100))
    print(inner)
    flat = [x for g in inner for x in g]
    print(sum(flat))
    deep = await asyncio.gather(asyncio.gather(echo(1), echo(2)),
                                asyncio.gather(asyncio.gather(echo(3)), echo(4)))
    print(deep)


asyncio.run(main())
