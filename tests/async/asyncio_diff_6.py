import asyncio
import re

def show(e):
    if isinstance(e, BaseExceptionGroup):
        return f"{type(e).__name__}({e.message!r}, [{', '.join(show(x) for x in e.exceptions)}])"
    return f"{type(e).__name__}{e.args!r}"

def case(name, fn):
    print('==', name)
    try:
        r = asyncio.run(fn())
        print('  ->', repr(r))
    except BaseException as e:
        print('  raised', show(e))


async def c1():
    async def w(i, k, fail):
        print("  start", i)
        try:
            await asyncio.sleep(k)
        except asyncio.CancelledError as e:
            print("  cancelled", i, e.args)
            raise
        if fail:
            raise RuntimeError(f"w{i}")
        print("  end", i)
        return i * 10
    aws = [w(i, k * 0.015625, f) for i, (k, f) in enumerate([(2, True), (15, False), (8, False), (1, False), (0, False)])]
    g = asyncio.gather(*aws, return_exceptions=True)
    asyncio.get_running_loop().call_later(0.109375, g.cancel)
    try:
        res = await g
    except BaseException as e:
        print("  gather raised", show(e))
        await asyncio.sleep(0.46875)
        raise
    return [show(x) if isinstance(x, BaseException) else x for x in res]

async def c2():
    async def w(i, k, kind):
        try:
            await asyncio.sleep(k)
        except asyncio.CancelledError:
            gone.append(i)   # (a TaskGroup cancels in set order)
            if kind == "catch":
                return -1
            raise
        if kind == "fail":
            raise RuntimeError(i)
        if kind == "cancelself":
            asyncio.current_task().cancel()
            await asyncio.sleep(0)
        print("  w done", i)
        return i
    ts, gone = [], []
    try:
        async with asyncio.TaskGroup() as tg:
            for i, (k, kind) in enumerate([(18, 'catch'), (22, 'catch'), (4, 'fail'), (7, 'catch')]):
                ts.append(tg.create_task(w(i, k * 0.015625, kind), name=f"t{i}"))
            print("  ", repr(tg).replace(hex(id(tg)), "X"))
            await asyncio.sleep(0.171875)
            print("  body done")
    except* (ValueError, KeyError) as eg:
        print("  caught VK", show(eg))
    except* BaseException as eg:
        print("  caught other", show(eg))
    print("  cancelled", sorted(gone))
    for t in ts:
        print("  ", t.get_name(), t.done(), t.cancelled(), None if t.cancelled() or not t.done() else show(t.exception()) if t.exception() else t.result())
    return len(ts)

async def c3():
    async def inner():
        try:
            await asyncio.sleep(0.03125)
        except asyncio.CancelledError:
            print("  inner cancelled")
            raise
        return "inner-result"
    try:
        return await asyncio.wait_for(inner(), 0.1875)
    except TimeoutError as e:
        print("  timeout", type(e.__cause__).__name__, e.args)
        return "timed out"

async def c4():
    res = []
    try:
        async with asyncio.timeout(0.109375) as cm:
            await asyncio.sleep(0.046875)
            res.append("body done")
    except TimeoutError as e:
        res.append(("outer timeout", type(e.__cause__).__name__))
    res.append((cm.expired(), repr(cm)))
    return res

async def c5():
    async def inner():
        await asyncio.sleep(0.0625)
        print("  inner finished")
        return "shielded"
    t = asyncio.create_task(inner())
    try:
        print("  got", await asyncio.wait_for(asyncio.shield(t), 0.03125))
    except TimeoutError:
        print("  outer timed out", t.done())
    return await t

async def c6():
    async def w(i, k, fail):
        await asyncio.sleep(k)
        if fail:
            raise ValueError(i)
        return i
    ts = [asyncio.create_task(w(i, k * 0.015625, f), name=f"w{i}") for i, (k, f) in enumerate([(16, False), (7, False), (17, False)])]
    done, pending = await asyncio.wait(ts, timeout=0.015625, return_when=asyncio.ALL_COMPLETED)
    print("  done", sorted(t.get_name() for t in done))
    print("  pending", sorted(t.get_name() for t in pending))
    for t in pending:
        t.cancel()
    res = await asyncio.gather(*ts, return_exceptions=True)
    return [show(x) if isinstance(x, BaseException) else x for x in res]

async def c7():
    q = asyncio.LifoQueue(maxsize=5)
    got = []
    async def prod(i, k, items):
        for x in items:
            await asyncio.sleep(k)
            await q.put(x)
            print("  put", i, x, q.qsize())
    async def cons(j, k):
        while True:
            x = await q.get()
            got.append((j, x))
            await asyncio.sleep(k)
            q.task_done()
    cs = [asyncio.create_task(cons(j, k * 0.015625)) for j, k in enumerate([43, 41, 29])]
    await asyncio.gather(*[prod(i, k * 0.015625, it) for i, (k, it) in enumerate([(17, [37, 7, 5])])])
    await q.join()
    for c in cs:
        c.cancel()
    print("  ", q.empty(), q.full(), re.sub(" at 0x[0-9a-f]+", "", repr(q)))
    try:
        q.get_nowait()
    except asyncio.QueueEmpty as e:
        print("  empty", e.args)
    return got

async def c8():
    order = []
    p = asyncio.BoundedSemaphore(2)
    async def w(i, k):
        async with p:
            order.append(("in", i))
            await asyncio.sleep(k)
            order.append(("out", i))
    await asyncio.gather(*[w(i, k * 0.015625) for i, k in enumerate([22, 9])])
    order.append(p.locked())
    try:
        p.release()
    except ValueError as e:
        order.append(str(e))
    return order

async def c9():
    async def victim():
        try:
            await asyncio.sleep(0.109375)
            return "finished"
        except asyncio.CancelledError as e:
            print("  victim got", e.args, asyncio.current_task().cancelling())
            raise
    t = asyncio.create_task(victim(), name="victim")
    await asyncio.sleep(0.203125)
    print("  cancel ->", t.cancel('stop now'), t.cancelling())
    print("  again ->", t.cancel("second"), t.cancelling())
    try:
        r = await t
        print("  result", r)
    except asyncio.CancelledError as e:
        print("  awaited CancelledError", e.args)
    print("  ", t.done(), t.cancelled(), t.cancel())
    try:
        t.result()
    except asyncio.CancelledError as e:
        print("  result() raised", e.args)
    except BaseException as e:
        print("  result() ->", show(e))
    return t.get_name()

async def c10():
    async def job(x):
        await asyncio.sleep(0.0625 * (x + 3))
        if x < 0:
            raise ValueError(x)
        return x
    a = asyncio.create_task(job(4), name=None)
    b = asyncio.create_task(job(1))
    b.set_name("beta")
    print("  ", a.get_name().startswith("Task-") or a.get_name(), b.get_name())
    print("  ", repr(b).split(" coro=")[0])
    await asyncio.sleep(0)
    res = await asyncio.gather(a, b, return_exceptions=True)
    print("  ", repr(b).split(" coro=")[0], "result=" in repr(b))
    print("  ", "exception=" in repr(a), a.done())
    print("  ", repr(asyncio.current_task()).split(" coro=")[0].startswith("<Task pending name="))
    print("  ", [show(x) if isinstance(x, BaseException) else x for x in res])
    f = asyncio.get_running_loop().create_future()
    print("  ", repr(f))
    f.set_result(5)
    print("  ", repr(f), await f)
    return len(asyncio.all_tasks())

async def c11():
    log = []
    async def w(i, k):
        await asyncio.sleep(k)
        return i
    ts = []
    for i, k in enumerate([6, 1]):
        t = asyncio.create_task(w(i, k * 0.015625), name=f"cb{i}")
        t.add_done_callback(lambda t: log.append(("cb", t.get_name(), t.result())))
        ts.append(t)
    fut = asyncio.get_running_loop().create_future()
    fut.add_done_callback(lambda f: log.append(("fut", f.result())))
    asyncio.get_running_loop().call_later(0.328125, fut.set_result, "late")
    if False:
        print("  removed", ts[0].remove_done_callback(log.append))
    await asyncio.gather(*ts)
    await fut
    await asyncio.sleep(0)
    return log

async def c12():
    async def bad(i, e):
        await asyncio.sleep(i * 0.015625)
        raise e(i)
    try:
        async with asyncio.TaskGroup() as tg:
            for i, e in enumerate([TypeError, RuntimeError, ZeroDivisionError]):
                tg.create_task(bad(i + 1, e))
    except* ValueError as eg:
        print("  V", show(eg))
    except* (KeyError, TypeError) as eg:
        print("  KT", show(eg))
    except* Exception as eg:
        print("  rest", show(eg), eg.message)
    try:
        raise ExceptionGroup("outer", [ExceptionGroup("in", [ValueError(3)]), KeyError("k")])
    except* KeyError as eg:
        print("  K", show(eg))
    except* ValueError as eg:
        print("  V2", show(eg), show(eg.split(ValueError)[0]))
    return "ok"

case('c1', c1)
case('c2', c2)
case('c3', c3)
case('c4', c4)
case('c5', c5)
case('c6', c6)
case('c7', c7)
case('c8', c8)
case('c9', c9)
case('c10', c10)
case('c11', c11)
case('c12', c12)
