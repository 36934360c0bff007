# A coroutine stepped by hand (send/throw/close) through user awaitables
# whose __await__ yields: the values go up through every awaiting
# coroutine to the driver, and what it sends comes back down, as
# CPython's await (a loop of send and yield) does.
import types

class Req:
    def __init__(self, name):
        self.name = name
    def __await__(self):
        try:
            got = yield ('need', self.name)
        except KeyError as e:
            print('iterator saw', repr(e))
            got = 'recovered'
        return got * 2

async def sub(x):
    a = await Req(x)
    b = await Req(x + '!')
    return a + b

async def main():
    r = await sub('p')
    print('main got', r)
    try:
        await Req('boom')
    except ValueError as e:
        print('caught', e)
    print('after throw', await Req('k'))
    return 'done'

c = main()
print(c.send(None))
print(c.send('A'))
print(c.send('B'))
print(c.throw(ValueError('bad')))
try:
    c.throw(KeyError('kk'))
except StopIteration as e:
    print('stop', e.value)
try:
    c.send(None)
except RuntimeError as e:
    print('RuntimeError', e)

c2 = main()
print(c2.send(None))
c2.close()
print('closed')

async def other(co):
    return await co
c3 = main()
c3.send(None)
try:
    other(c3).send(None)
except RuntimeError as e:
    print('RuntimeError', e)
c3.close()

# a driver loop as agents write them
def run(coro):
    value = None
    while True:
        try:
            req = coro.send(value)
        except StopIteration as e:
            return e.value
        print('driver got', req)
        value = req[1].upper()
print('run ->', run(main()))

class Sleep:
    def __await__(self):
        yield
        return 'slept'

async def napper():
    return await Sleep()

n = napper()
print(n.send(None))
try:
    n.send(None)
except StopIteration as e:
    print('napper', e.value)

# coroutine_wrapper: __await__ returning another coroutine's __await__()
class Wrap:
    def __await__(self):
        return sub('w').__await__()

async def via_wrap():
    return await Wrap()

w = via_wrap()
print(w.send(None))
print(w.send('x'))
try:
    w.send('y')
except StopIteration as e:
    print('wrap', e.value)
