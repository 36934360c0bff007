# contextvars across tool calls (and, with --snapshot-every-pause, across
# snapshots): each task keeps its own context while the others run, the
# main fiber's survives, a Context entered with run() stays entered.
import asyncio
import contextvars

rid = contextvars.ContextVar('rid', default='-')
rid.set('top')

def tool_in_context():
    rid.set('in-ctx')
    r = echo('ctx')
    return rid.get(), r['args']

ctx = contextvars.copy_context()
print(ctx.run(tool_in_context), rid.get(), ctx[rid])

async def worker(city):
    rid.set(city)
    w = get_weather(city)
    await asyncio.sleep(0)
    print(city, rid.get(), sorted(w))
    return rid.get()

async def main():
    rid.set('main')
    got = await asyncio.gather(worker('Paris'), worker('Tokyo'))
    print(got, rid.get(), echo(rid.get())['args'])

asyncio.run(main())
print(rid.get(), contextvars.copy_context()[rid])
