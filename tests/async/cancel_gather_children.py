# cancelling a task that awaits a gather cancels the gather's children
import asyncio

log = []


async def child(i):
    try:
        await slow(i, 10)
    except asyncio.CancelledError:
        log.append(f"child {i} cancelled")
        raise


async def parent():
    try:
        await asyncio.gather(child(1), child(2), child(3))
    except asyncio.CancelledError:
        log.append("parent cancelled")
        raise


async def main():
    t = asyncio.create_task(parent())
    await asyncio.sleep(0.05)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        log.append("main saw it")
    print(log)


asyncio.run(main())
