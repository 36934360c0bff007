# the first use of each asyncio helper happens deep inside a new task, so
# the task's frame stack grows while the helper is being set up
import asyncio


async def use(kind):
    if kind == "wait_for":
        return await asyncio.wait_for(echo("w"), 1)
    if kind == "gather":
        return await asyncio.gather(echo("g1"), echo("g2"))
    if kind == "as_completed":
        out = []
        for f in asyncio.as_completed([echo("a")]):
            out.append(await f)
        return out
    if kind == "ensure_future":
        return await asyncio.ensure_future(echo("e"))
    if kind == "create_task":
        return await asyncio.create_task(echo("c"))
    return await asyncio.sleep(0.01, "s")


async def chain(n, kind):
    if n == 0:
        return await use(kind)
    return await chain(n - 1, kind)


async def main():
    # a task's frame stack starts with room for 4 frames, then 8, ...
    for depth, kind in [(2, "wait_for"), (6, "gather"), (2, "as_completed"),
                        (6, "ensure_future"), (2, "create_task"), (6, "sleep")]:
        t = asyncio.create_task(chain(depth, kind))
        print(kind, await t)


asyncio.run(main())
