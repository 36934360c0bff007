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
    aws = [w(i, k * 0.015625, f) for i, (k, f) in enumerate([(18, True), (2, False)])]
    g = asyncio.gather(*aws, return_exceptions=False)
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
            for i, (k, kind) in enumerate([(16, 'ok')]):
                ts.append(tg.create_task(w(i, k * 0.015625, kind), name=f"t{i}"))
            print("  ", repr(tg).replace(hex(id(tg)), "X"))
            await asyncio.sleep(0.3125)
            tg.create_task(w(9, 0, "ok"), name="late")
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
            await asyncio.sleep(0.0)
        except asyncio.CancelledError:
            print("  inner cancelled")
            raise
        return "inner-result"
    try:
        return await asyncio.wait_for(inner(), 0.0)
    except TimeoutError as e:
        print("  timeout", type(e.__cause__).__name__, e.args)
        return "timed out"

async def c4():
    res = []
    try:
        async with asyncio.timeout(0.171875) as cm:
            cm.reschedule(None)
            try:
                async with asyncio.timeout(0.28125) as cm2:
                    await asyncio.sleep(0.046875)
                    res.append("inner slept")
            except TimeoutError:
                res.append("inner timeout")
            res.append(("inner expired", cm2.expired(), repr(cm2)))
            await asyncio.sleep(0.0)
            res.append("body done")
    except TimeoutError as e:
        res.append(("outer timeout", type(e.__cause__).__name__))
    res.append((cm.expired(), repr(cm)))
    return res

async def c5():
    async def inner():
        await asyncio.sleep(0.203125)
        print("  inner finished")
        return "shielded"
    t = asyncio.create_task(inner())
    try:
        print("  got", await asyncio.wait_for(asyncio.shield(t), 0.34375))
    except TimeoutError:
        print("  outer timed out", t.done())
    return await t

async def c6():
    async def w(i, k, fail):
        await asyncio.sleep(k)
        if fail:
            raise ValueError(i)
        return i
    ts = [asyncio.create_task(w(i, k * 0.015625, f), name=f"w{i}") for i, (k, f) in enumerate([(1, False), (17, False), (8, False), (15, False)])]
    done, pending = await asyncio.wait(ts, timeout=None, return_when=asyncio.FIRST_EXCEPTION)
    print("  done", sorted(t.get_name() for t in done))
    print("  pending", sorted(t.get_name() for t in pending))
    for t in pending:
        t.cancel()
    res = await asyncio.gather(*ts, return_exceptions=True)
    return [show(x) if isinstance(x, BaseException) else x for x in res]

async def c7():
    q = asyncio.Queue(maxsize=0)
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
    cs = [asyncio.create_task(cons(j, k * 0.015625)) for j, k in enumerate([37, 41, 47])]
    await asyncio.gather(*[prod(i, k * 0.015625, it) for i, (k, it) in enumerate([(11, [7, 47, 21]), (17, [32, 42, 12, 19])])])
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
    cv = asyncio.Condition()
    box = []
    async def w(i):
        async with cv:
            await cv.wait_for(lambda: len(box) > i)
            order.append(("got", i, box[i]))
    ts = [asyncio.create_task(w(i)) for i in range(2)]
    for k in [8, 13]:
        await asyncio.sleep(k * 0.015625)
        async with cv:
            box.append(k)
            cv.notify(1)
    async with cv:
        cv.notify_all()
    await asyncio.wait_for(asyncio.gather(*ts), 0.625)
    return order

async def c9():
    async def victim():
        try:
            await asyncio.sleep(0.09375)
            return "finished"
        except asyncio.CancelledError as e:
            print("  victim got", e.args, asyncio.current_task().cancelling())
            raise
    t = asyncio.create_task(victim(), name="victim")
    await asyncio.sleep(0.1875)
    print("  cancel ->", t.cancel('stop now'), t.cancelling())
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
        await asyncio.sleep(0.09375 * (x + 3))
        if x < 0:
            raise ValueError(x)
        return x
    a = asyncio.create_task(job(-2), name='alpha')
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
    for i, k in enumerate([6]):
        t = asyncio.create_task(w(i, k * 0.015625), name=f"cb{i}")
        t.add_done_callback(lambda t: log.append(("cb", t.get_name(), t.result())))
        ts.append(t)
    fut = asyncio.get_running_loop().create_future()
    fut.add_done_callback(lambda f: log.append(("fut", f.result())))
    asyncio.get_running_loop().call_later(0.265625, fut.set_result, "late")
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
            for i, e in enumerate([RuntimeError, ValueError, RuntimeError]):
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
