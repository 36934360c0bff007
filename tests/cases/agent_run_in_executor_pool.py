# loop.run_in_executor with a concurrent.futures pool: the pool's submit
# (inline in baton) gives the outcome; an executor's submit must give a
# concurrent.futures.Future (CPython's wrap_future assertion) or an asyncio one
import asyncio
import concurrent.futures as cf


class Odd:
    def submit(self, fn, *args):
        return 42


class Passthrough:
    def submit(self, fn, *args):
        f = asyncio.get_running_loop().create_future()
        f.set_result(fn(*args))
        return f


async def main():
    loop = asyncio.get_running_loop()
    with cf.ThreadPoolExecutor(max_workers=3) as ex:
        futs = [loop.run_in_executor(ex, pow, i, 2) for i in (1, 2, 3)]
        print(await asyncio.gather(*futs), type(futs[0]).__name__, isinstance(futs[0], asyncio.Future))
        try:
            await loop.run_in_executor(ex, int, "x")
        except ValueError as e:
            print("ValueError:", e)
    try:
        loop.run_in_executor(ex, pow, 1, 2)
    except RuntimeError as e:
        print("RuntimeError:", e)
    ex2 = cf.ThreadPoolExecutor()
    print(await asyncio.wait_for(loop.run_in_executor(ex2, sorted, [3, 1, 2]), 5))
    ex2.shutdown()
    try:
        loop.run_in_executor(object(), pow, 1, 2)
    except AttributeError as e:
        print("AttributeError:", e)
    try:
        loop.run_in_executor(Odd(), pow, 1, 2)
    except AssertionError as e:
        print("AssertionError:", e)
    print(await loop.run_in_executor(Passthrough(), max, 4, 9))
    with cf.ProcessPoolExecutor() as pp:
        print(await loop.run_in_executor(pp, abs, -5))


asyncio.run(main())
