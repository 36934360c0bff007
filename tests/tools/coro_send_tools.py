# A coroutine stepped by send() pauses for tool calls inside (the VM is
# snapshotted at every pause) and its StopIteration still carries the result.
async def inner(x):
    return echo(x)['args'][0] * 2
async def outer():
    a = await inner(1)
    b = await inner(a)
    return [a, b]
c = outer()
try:
    c.send(None)
except StopIteration as e:
    print('result', e.value)
try:
    c.send(None)
except RuntimeError as e:
    print(echo('RuntimeError')['args'][0], e)
