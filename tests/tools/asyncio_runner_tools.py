# asyncio.Runner keeps the tasks one run() leaves pending for the next: a
# sync tool call between two runs (and, with --snapshot-every-pause, a
# snapshot) must not run or lose them; close() cancels what is left.
import asyncio

log = []


async def worker(name, n):
    try:
        for i in range(n):
            r = echo(name, i)
            log.append(r["args"])
            await asyncio.sleep(0)
        return name
    except asyncio.CancelledError:
        log.append([name, "cancelled"])
        raise


async def spawn(name, n):
    return asyncio.create_task(worker(name, n))


async def settle(k):
    for _ in range(k):
        await asyncio.sleep(0)
    return len(log)


runner = asyncio.Runner()
t1 = runner.run(spawn("a", 3))
t2 = runner.run(spawn("b", 50))
print("pending after spawns", t1.done(), t2.done(), log)
print("between runs", echo("x")["args"], log)
print("settled", runner.run(settle(2)), t1.done(), t2.done())
print("settled", runner.run(settle(4)), t1.result(), t2.done())
runner.close()
print("closed", t2.cancelled(), log[-1], len(log))
