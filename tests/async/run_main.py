# asyncio.run(main()) returns main's value
import asyncio


async def main(n):
    parts = await asyncio.gather(*[double(i) for i in range(n)])
    return sum(parts)


result = asyncio.run(main(10))
print("result", result)
print(asyncio.run(main(3)))
