# add_done_callback / remove_done_callback: order, arguments, on finished
# futures, callbacks that call tools; cancelling()/uncancel(); all_tasks
import asyncio


def report(tag):
    def cb(fut):
        state = "cancelled" if fut.cancelled() else repr(fut.exception() or fut.result())
        print("cb", tag, state, asyncio.current_task())
    return cb


async def job(x, delay):
    return await slow(x, delay)


async def main():
    t = asyncio.create_task(job("a", 1), name="A")
    t.add_done_callback(report(1))
    t.add_done_callback(report(2))
    print("added")
    print(await t)
    await asyncio.sleep(0)
    print("after")

    # on a finished future: runs at the next loop iteration
    t.add_done_callback(report("late"))
    print("before sleep(0)")
    await asyncio.sleep(0)

    f = asyncio.Future()
    cb3 = report(3)
    f.add_done_callback(cb3)
    f.add_done_callback(cb3)
    f.add_done_callback(report(4))
    print("removed:", f.remove_done_callback(cb3), f.remove_done_callback(cb3))
    f.set_result("value")
    await asyncio.sleep(0)

    # bound methods compare equal: removing one works
    class Listener:
        def __init__(self):
            self.seen = []

        def on_done(self, fut):
            self.seen.append(fut.result())

    ls = Listener()
    f = asyncio.Future()
    f.add_done_callback(ls.on_done)
    print("bound removed:", f.remove_done_callback(ls.on_done))
    f.add_done_callback(ls.on_done)
    f.set_result(7)
    await asyncio.sleep(0)
    print("seen:", ls.seen)

    # a callback that calls a sync tool and starts a task
    results = []

    def chain(fut):
        results.append(lookup(fut.result()))
        results.append(asyncio.create_task(echo("from callback")))

    t = asyncio.create_task(echo("k"))
    t.add_done_callback(chain)
    await t
    await asyncio.sleep(0)
    print(results[0], await results[1])

    # errors and cancellation seen by callbacks
    async def bad():
        await echo(0)
        raise KeyError("missing")

    t = asyncio.create_task(bad())
    t.add_done_callback(report("bad"))
    try:
        await t
    except KeyError:
        pass
    t = asyncio.create_task(job("never", 10))
    t.add_done_callback(report("cancelled"))
    await asyncio.sleep(0)
    t.cancel()
    t.cancel("twice")
    print("cancelling:", t.cancelling())
    try:
        await t
    except asyncio.CancelledError:
        pass
    print("uncancel:", t.uncancel(), t.uncancel(), t.uncancel())

    # all_tasks: the running ones
    ts = [asyncio.create_task(job(i, 1), name=f"w{i}") for i in range(3)]
    print(sorted(x.get_name() for x in asyncio.all_tasks()))
    await asyncio.gather(*ts)
    print(sorted(x.get_name() for x in asyncio.all_tasks()))
    print(asyncio.current_task() in asyncio.all_tasks())


asyncio.run(main())
