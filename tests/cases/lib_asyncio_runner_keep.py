# asyncio.Runner keeps the tasks a run() leaves pending: they go on in the
# next run() and close() (or the with block) cancels what is left
import asyncio
log = []

async def ticker(name, n):
    try:
        for i in range(n):
            await asyncio.sleep(0)
            log.append((name, i))
        return name
    except asyncio.CancelledError:
        log.append((name, 'cancelled'))
        raise

async def start(n):
    return asyncio.create_task(ticker('bg', n))

async def step():
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    return len(log)

with asyncio.Runner() as r:
    t = r.run(start(5))
    print('after first run', t.done(), log)
    print('second run', r.run(step()), log)
    print('third run', r.run(step()), t.done(), t.result() if t.done() else None)
    t2 = r.run(start(100))
print('closed', t2.cancelled(), log[-1])
r = asyncio.Runner()
t3 = r.run(start(100))
print(r.run(step()))
r.close()
print(t3.cancelled(), len(log))
