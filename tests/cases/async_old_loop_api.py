# asyncio's older loop API: get_event_loop / new_event_loop / set_event_loop,
# run_until_complete, create_task before the loop runs, close, is_closed
import asyncio

log = []


async def work(n):
    await asyncio.sleep(0)
    log.append(n)
    return n * 10


async def main(loop):
    print("running is loop:", asyncio.get_running_loop() is loop)
    print("inside:", repr(loop), loop.is_running())
    try:
        loop.run_until_complete(work(0))
    except RuntimeError as e:
        print("nested:", e)
    t = loop.create_task(work(1))
    print(await t)
    return "done"


loop = asyncio.get_event_loop()
print(repr(loop), loop.is_running(), loop.is_closed())
print("same:", asyncio.get_event_loop() is loop)
print(loop.run_until_complete(main(loop)))
print(loop.run_until_complete(work(2)))
task = loop.create_task(work(3))
print(loop.run_until_complete(task), task.done())
fut = loop.create_future()
loop.call_soon(fut.set_result, "from call_soon")
print(loop.run_until_complete(fut))
for bad in (5, None):
    try:
        loop.run_until_complete(bad)
    except TypeError as e:
        print("TypeError:", e)
loop.close()
loop.close()
print(repr(loop), loop.is_closed())
print("still the set loop:", asyncio.get_event_loop() is loop)

loop2 = asyncio.new_event_loop()
print("new is other:", loop2 is not loop, loop2.is_closed())
asyncio.set_event_loop(loop2)
print("set:", asyncio.get_event_loop() is loop2)
print(loop2.run_until_complete(asyncio.gather(work(4), work(5))))
loop2.close()
try:
    asyncio.set_event_loop(5)
except TypeError as e:
    print("TypeError:", e)
asyncio.set_event_loop(None)
try:
    asyncio.get_event_loop()
except RuntimeError as e:
    print("RuntimeError:", e)


async def other():
    return asyncio.get_running_loop() is not loop2


print("asyncio.run has its own loop:", asyncio.run(other()))
print(log)
