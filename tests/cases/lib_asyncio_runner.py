# asyncio.Runner: several run() calls on one runner, close() (and the
# context manager), and CPython's errors (lib_asyncio_runner_keep: the
# tasks a run leaves pending).
import asyncio

async def double(x):
    await asyncio.sleep(0)
    return x * 2

with asyncio.Runner() as runner:
    print(runner.run(double(1)), runner.run(double(21)))
    print(runner.run(double(0)))
    print(type(runner.get_loop()).__name__ != '', runner.get_loop() is runner.get_loop())
try:
    runner.run(double(1))
except RuntimeError as e:
    print(e)
r = asyncio.Runner()
try:
    r.run(double)
except ValueError as e:
    print(str(e)[:40])

async def nested():
    c = double(1)
    try:
        asyncio.Runner().run(c)
    except RuntimeError as e:
        print(e)
    finally:
        c.close()
r.run(nested())
r.close()
r.close()
try:
    r.get_loop()
except RuntimeError as e:
    print(e)
print(asyncio.Runner.__module__, asyncio.Runner.__qualname__)
