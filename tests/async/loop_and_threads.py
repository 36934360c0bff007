# get_running_loop / get_event_loop: create_task, create_future, call_soon,
# call_later, run_in_executor and to_thread (inline in baton: no threads)
import asyncio


def blocking(a, b=1):
    return a * 10 + b


def fails(x):
    raise ValueError(f"bad {x}")


async def main():
    loop = asyncio.get_running_loop()
    print(loop is asyncio.get_event_loop(), loop.is_running())
    t = loop.create_task(echo("via loop"))
    print(await t)
    f = loop.create_future()
    loop.call_soon(f.set_result, "soon")
    print(await f)
    order = []
    h1 = loop.call_later(2, order.append, "two")
    h2 = loop.call_later(1, order.append, "one")
    h3 = loop.call_later(1.5, order.append, "cancelled")
    h3.cancel()
    print(h3.cancelled(), h1.cancelled())
    await asyncio.sleep(3)
    print(order)
    print(await loop.run_in_executor(None, blocking, 4))
    try:
        await loop.run_in_executor(None, fails, 1)
    except ValueError as e:
        print("ValueError", e)
    print(await asyncio.to_thread(blocking, 5, b=2))
    try:
        await asyncio.to_thread(fails, 2)
    except ValueError as e:
        print("ValueError", e)
    r = await asyncio.gather(asyncio.to_thread(blocking, 1), echo("x"), asyncio.to_thread(lookup, "k"))
    print(r)
    print(t.get_loop() is loop)


try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print("RuntimeError", e)
asyncio.run(main())
