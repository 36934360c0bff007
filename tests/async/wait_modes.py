# asyncio.wait: FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED, timeout,
# the (done, pending) sets and its argument errors
import asyncio


async def job(x, delay, boom=False):
    await slow(x, delay)
    if boom:
        raise ValueError(f"job {x} failed")
    return x


def names(tasks):
    return sorted(t.get_name() for t in tasks)


async def main():
    ts = [asyncio.create_task(job(i, i), name=f"job{i}") for i in (3, 1, 2)]
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_COMPLETED)
    print("first:", names(done), names(pending), type(done).__name__)
    done, pending = await asyncio.wait(ts, timeout=1.5)
    print("timeout:", names(done), names(pending))
    done, pending = await asyncio.wait(ts)
    print("all:", names(done), names(pending), sorted(t.result() for t in done))

    ts = [asyncio.create_task(job(i, d, boom=(i == 2)), name=f"j{i}")
          for i, d in ((1, 1), (2, 2), (3, 5))]
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_EXCEPTION)
    print("first exception:", names(done), names(pending))
    for t in sorted(done, key=lambda t: t.get_name()):
        print(" ", t.get_name(), t.exception())
    for t in pending:
        t.cancel()
    done, pending = await asyncio.wait(pending)
    print("cancelled:", [t.cancelled() for t in done], len(pending))

    # FIRST_EXCEPTION with no exception waits for all
    ts = [asyncio.create_task(job(i, i)) for i in (1, 2)]
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_EXCEPTION)
    print("no exception:", len(done), len(pending))

    # futures already done, the same task twice, a plain Future
    t = asyncio.create_task(job("t", 1))
    await t
    f = asyncio.Future()
    asyncio.get_running_loop().call_later(1, f.set_result, "f")
    done, pending = await asyncio.wait([t, t, f])
    print("mixed:", len(done), f.result())

    # a timeout that expires with nothing done, a zero timeout
    t = asyncio.create_task(job("late", 10))
    done, pending = await asyncio.wait([t], timeout=0.5)
    print("expired:", len(done), len(pending), t.done())
    done, pending = await asyncio.wait([t], timeout=0)
    print("zero:", len(done), len(pending))
    t.cancel()

    for bad in ([], asyncio.Future()):
        try:
            await asyncio.wait(bad)
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
    try:
        await asyncio.wait([t], return_when="SOMETIMES")
    except ValueError as e:
        print("ValueError", e)
    c = job(1, 1)
    try:
        await asyncio.wait([c])
    except TypeError as e:
        print("TypeError", e)
    c.close()
    print(asyncio.FIRST_COMPLETED, asyncio.FIRST_EXCEPTION, asyncio.ALL_COMPLETED)


asyncio.run(main())
