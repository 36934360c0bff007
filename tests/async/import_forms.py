# import asyncio as aio, from asyncio import ...
import asyncio as aio
from asyncio import gather, sleep, create_task, wait_for, CancelledError


async def main():
    t = create_task(sleep(0.01, "slept"))
    r = await gather(echo(1), t)
    print(r)
    try:
        await wait_for(sleep(5), 0.01)
    except aio.TimeoutError:
        print("timeout")
    u = aio.create_task(sleep(5))
    await sleep(0)
    u.cancel()
    try:
        await u
    except CancelledError:
        print("cancelled")


aio.run(main())
