# finally blocks run when a task is cancelled; the cancel reaches nested awaits
import asyncio

log = []


async def inner():
    try:
        await slow("x", 5)
    finally:
        log.append("inner finally")


async def outer():
    try:
        await inner()
    finally:
        log.append("outer finally")


async def main():
    t = asyncio.create_task(outer())
    await asyncio.sleep(0.05)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        log.append("main caught")
    print(log)


asyncio.run(main())
