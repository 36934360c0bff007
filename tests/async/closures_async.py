# async closures, default arguments, recursion, and lambdas returning coroutines
import asyncio


def make_fetcher(prefix):
    async def fetch(i, suffix="!"):
        return prefix + str(await echo(i)) + suffix
    return fetch


async def countdown(n):
    if n == 0:
        return [0]
    rest = await countdown(n - 1)
    return [await echo(n)] + rest


async def main():
    f = make_fetcher("item")
    print(await f(1), await f(2, suffix="?"))
    print(await countdown(5))
    mk = lambda x: double(x)
    print(await asyncio.gather(*map(mk, [1, 2, 3])))


asyncio.run(main())
