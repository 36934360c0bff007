# A coroutine stepped by hand (send/throw/close), outside an event loop:
# StopIteration carries its result; a finished or closed one cannot be reused.
import asyncio
async def f(x):
    print('in f', x)
    return x * 2
async def outer():
    a = await f(1)
    b = await f(2)
    return a + b
c = outer()
print(type(c).__name__)
try:
    c.send(None)
except StopIteration as e:
    print('stop', e.value, e.args)
for op in ('send', 'throw', 'close'):
    try:
        if op == 'send': c.send(None)
        elif op == 'throw': c.throw(ValueError)
        else: print('close', c.close())
    except Exception as e:
        print(op, type(e).__name__, e)
c = f(5)
try:
    c.send(1)
except TypeError as e:
    print('TypeError', e)
try:
    c.throw(KeyError('k'))
except KeyError as e:
    print('KeyError', e)
try:
    c.send(None)
except RuntimeError as e:
    print('RuntimeError', e)
c = f(6)
print(c.close())
try:
    c.send(None)
except RuntimeError as e:
    print('RuntimeError', e)
async def noret():
    print('noret')
try:
    noret().send(None)
except StopIteration as e:
    print('stop', e.value, e.args)
async def raises():
    raise ValueError('inner')
try:
    raises().send(None)
except ValueError as e:
    print('ValueError', e)
async def catches():
    try:
        await f(7)
    finally:
        print('finally')
    return 'done'
try:
    catches().send(None)
except StopIteration as e:
    print('stop', e.value)
