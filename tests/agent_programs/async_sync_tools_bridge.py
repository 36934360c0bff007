# Call sync tools from async code (asyncio.to_thread, run_in_executor), throttle with a Semaphore, and track tasks with done callbacks.
import asyncio
import functools

async def main():
    users = await asyncio.gather(*(asyncio.to_thread(get_user, uid) for uid in (2, 4, 6)))
    print([u["name"] for u in users])
    loop = asyncio.get_running_loop()
    w = await loop.run_in_executor(None, get_weather, "Sydney")
    wf = await loop.run_in_executor(None, functools.partial(get_weather, "Sydney", units="F"))
    print(w["temp"], wf["temp"], w["sky"])
    sem = asyncio.Semaphore(2)
    active = peak = 0
    async def limited(sym):
        nonlocal active, peak
        async with sem:
            active += 1
            peak = max(peak, active)
            data = await aget_stock(sym, days=3)
            await asyncio.sleep(0)
            active -= 1
            return sym, round(sum(d["close"] for d in data) / 3, 2)
    got = await asyncio.gather(*(limited(s) for s in ["ACME", "GLOBX", "INITECH", "HOOLI", "VANDELAY"]))
    print(got, "peak concurrency:", peak)
    log = []
    def on_done(task):
        if task.cancelled():
            log.append((task.get_name(), "cancelled"))
        elif task.exception() is not None:
            log.append((task.get_name(), repr(task.exception())))
        else:
            log.append((task.get_name(), task.result()["id"]))
    tasks = []
    for uid in (1, 0, 3):
        t = asyncio.create_task(aget_user(uid), name=f"user-{uid}")
        t.add_done_callback(on_done)
        tasks.append(t)
    never = asyncio.create_task(asyncio.sleep(60), name="sleeper")
    never.add_done_callback(on_done)
    await asyncio.gather(*tasks, return_exceptions=True)
    never.cancel()
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    print(sorted(log))
    try:
        await asyncio.to_thread(get_user, 100)
    except KeyError as e:
        print("to_thread raised", repr(e))
    return len(log)

print("callbacks:", asyncio.run(main()))
