# Race mirrors with asyncio.wait(FIRST_COMPLETED / FIRST_EXCEPTION), shield, timeouts, cancellation cleanup.
# Delays are far apart, so that slow pauses (--snapshot-every-pause) keep the order.
import asyncio

log = []

async def mirror(name, delay, fail=False):
    try:
        await asyncio.sleep(delay)
        if fail:
            raise ConnectionError(f"{name} refused")
        return name
    except asyncio.CancelledError:
        log.append(f"{name} cancelled")
        raise
    finally:
        log.append(f"{name} finally")

async def race(specs, when):
    tasks = {asyncio.create_task(mirror(*s), name=s[0]) for s in specs}
    done, pending = await asyncio.wait(tasks, return_when=when)
    for t in pending:
        t.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    out = []
    for t in sorted(done, key=lambda t: t.get_name()):
        exc = t.exception()
        out.append(f"{t.get_name()}:{'err ' + str(exc) if exc else t.result()}")
    return out, sorted(t.get_name() for t in pending)

async def main():
    print(await race([("eu", 1.0), ("us", 0.01), ("ap", 2.0)], asyncio.FIRST_COMPLETED))
    print(sorted(log)); log.clear()
    print(await race([("a", 0.3, True), ("b", 3.0), ("c", 0.0)], asyncio.FIRST_EXCEPTION))
    print(sorted(log)); log.clear()
    print(await race([("x", 0.01), ("y", 0.02)], asyncio.ALL_COMPLETED))
    log.clear()
    done, pending = await asyncio.wait([asyncio.create_task(mirror("slow", 1))], timeout=0.01)
    print(len(done), len(pending))
    for t in pending:
        t.cancel()
        try:
            await t
        except asyncio.CancelledError:
            print("awaited cancelled", t.cancelled())
    inner = asyncio.create_task(mirror("shielded", 0.5))
    try:
        await asyncio.wait_for(asyncio.shield(inner), timeout=0.005)
    except asyncio.TimeoutError:
        print("outer timed out; inner cancelled?", inner.cancelled())
    print("inner result:", await inner)
    user_task = asyncio.create_task(aget_user(7))
    weather = await asyncio.gather(user_task, aget_stock("ACME", days=2))
    print(weather[0]["name"], [d["close"] for d in weather[1]], user_task.done())
    t = asyncio.create_task(aget_user(999))
    await asyncio.wait([t])
    print(type(t.exception()).__name__, t.exception())
    try:
        await asyncio.wait([])
    except ValueError as e:
        print("ValueError:", e)
    print(sorted(set(log)))

asyncio.run(main())
