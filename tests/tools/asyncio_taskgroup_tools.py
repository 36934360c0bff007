# asyncio's TaskGroup, wait, shield, timeouts and done callbacks around
# sync tools (each call blocks the loop, as a plain call does in CPython);
# under --snapshot-every-pause the VM is saved at every call, inside tasks,
# done callbacks and to_thread.
import asyncio

log = []


def on_done(task):
    log.append((task.get_name(), echo(task.get_name())["args"][0]))


async def weather(city):
    await asyncio.sleep(0)
    w = get_weather(city)
    return city, w["temp"] if isinstance(w, dict) and "temp" in w else w


async def main():
    async with asyncio.TaskGroup() as tg:
        ts = [tg.create_task(weather(c), name=c) for c in ["Paris", "Oslo", "Lima"]]
        for t in ts:
            t.add_done_callback(on_done)
    print([t.result() for t in ts])
    await asyncio.sleep(0)
    print(sorted(log))

    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(weather("Paris"))
            tg.create_task(asyncio.to_thread(fails))
    except ExceptionGroup as eg:
        print("group:", [type(e).__name__ for e in eg.exceptions])

    done, pending = await asyncio.wait([asyncio.create_task(weather("Oslo")),
                                        asyncio.create_task(asyncio.sleep(5))],
                                       return_when=asyncio.FIRST_COMPLETED)
    print(len(done), len(pending))
    for t in pending:
        t.cancel()
    r = await asyncio.shield(asyncio.to_thread(search, "rain", limit=1))
    print([x["title"] for x in r])
    try:
        async with asyncio.timeout(0.05):
            await asyncio.sleep(10)
    except TimeoutError:
        print("timed out, then:", echo("after")["args"])


asyncio.run(main())
