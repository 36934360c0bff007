# asyncio: create_task(context=) runs the task in that very context (not a
# copy), through asyncio.create_task, loop.create_task and TaskGroup
import asyncio
import contextvars

var = contextvars.ContextVar('var', default='unset')


async def show(tag):
    await asyncio.sleep(0)
    print(tag, var.get())
    var.set(tag + '-set')
    return tag


async def main():
    var.set('main')
    ctx = contextvars.copy_context()
    ctx.run(var.set, 'in-ctx')
    print(await asyncio.create_task(show('t1'), context=ctx))
    print('ctx has', ctx[var], '| main has', var.get())
    await asyncio.create_task(show('t2'))
    print('main still', var.get())
    loop = asyncio.get_running_loop()
    await loop.create_task(show('t3'), context=ctx)
    print('ctx has', ctx[var])
    async with asyncio.TaskGroup() as tg:
        tg.create_task(show('t4'), context=ctx)
        tg.create_task(show('t5'), context=None)
    print('ctx has', ctx[var], '| main has', var.get())
    fresh = contextvars.Context()
    await asyncio.create_task(show('t6'), context=fresh)
    print('fresh has', fresh.get(var), len(fresh), '| main has', var.get())


asyncio.run(main())
