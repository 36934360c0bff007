# types.coroutine: a generator function made awaitable, stepped by hand
# (its yields go to the driver's send) and under asyncio (a bare yield
# lets the other tasks run); async functions come back unchanged.
import asyncio
import types


@types.coroutine
def wait(value):
    print('wait value:', value)
    msg = yield 'message from wait({})'.format(value)
    print('wait got back:', msg)
    return 10


async def f():
    x = await wait(1) ** 2
    print('x =', x)
    return x


coro = f()
print('return from send:', coro.send(None))
try:
    coro.send('message from main')
except StopIteration as e:
    print('StopIteration', e.value)


@types.coroutine
def tick():
    yield


async def worker(name, n):
    for i in range(n):
        print(name, i)
        await tick()
    return name


async def main():
    print(await asyncio.gather(worker('a', 3), worker('b', 2)))


asyncio.run(main())

print(list(wait(2)))
print(wait.__name__)


async def native():
    return 5

print(types.coroutine(native) is native)


def plain():
    return native()

c = types.coroutine(plain)()
print(asyncio.run(c))
try:
    types.coroutine(3)
except TypeError as e:
    print('TypeError', e)
