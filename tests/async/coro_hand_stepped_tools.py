# Coroutines stepped by hand through user awaitables, with tool calls and
# asyncio around them: the suspended chains (a coroutine awaiting one
# that awaits a user awaitable) survive the host's snapshots at every
# pause; sync tools called inside the chain, and a driver that is itself a
# task all behave as under CPython.  (An asyncio future awaited inside
# such a chain is where baton differs: it waits as the task would, where
# CPython's send() would return the future: README.)
import asyncio


class Ask:
    def __init__(self, q):
        self.q = q

    def __await__(self):
        answer = yield ('ask', self.q)
        return answer


async def inner(q):
    a = await Ask(q)
    b = lookup(a)                      # a sync tool inside the chain
    return b


async def agent(qs):
    out = []
    for q in qs:
        out.append(await inner(q))
    n = add(len(out), 10)              # a sync tool inside the chain
    out.append(n)
    return out


async def drive(coro):
    sent = None
    while True:
        try:
            req = coro.send(sent)
        except StopIteration as e:
            return e.value
        print('request', req)
        sent = await echo(req[1] + '!')   # the driver awaits a tool


async def main():
    chains = [agent(['a', 'b']), agent(['c'])]
    results = [await drive(chains[0])]
    results += await asyncio.gather(drive(chains[1]))
    print(results)
    # one left suspended, then closed
    c = agent(['x', 'y'])
    print(c.send(None))
    print(lookup('between'))
    c.close()
    print('closed')


asyncio.run(main())
