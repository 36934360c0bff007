# time.sleep is a sleep request to the host (as asyncio.sleep): from the
# top level, inside a sort key, map, a generator and asyncio tasks.
import time, asyncio
print("a"); print(time.sleep(0.02)); print("b")
print(sorted([3, 1, 2], key=lambda x: (time.sleep(0.01), x)[1]))
print(list(map(time.sleep, [0.01, 0.02])))


async def w(i):
    time.sleep(0.01)
    await asyncio.sleep(0.01)
    return i


async def main():
    return await asyncio.gather(w(1), w(2))
print(asyncio.run(main()))


def g():
    yield time.sleep(0.01)
    yield time.sleep(0)
print(list(g()))
