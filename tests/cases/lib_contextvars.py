# contextvars: ContextVar get/set/reset with tokens, Context.run and copies,
# and asyncio tasks each running in a copy of their creator's context.
import asyncio
import contextvars

request_id = contextvars.ContextVar('request_id', default='none')
user = contextvars.ContextVar('user')
print(request_id.name, request_id.get(), user.get('fallback'))
try:
    user.get()
except LookupError as e:
    print('LookupError', type(e.args[0]).__name__, e.args[0].name)
tok = user.set('alice')
print(user.get(), tok.var is user, tok.old_value is contextvars.Token.MISSING, repr(tok.old_value))
tok2 = user.set('bob')
print(user.get(), tok2.old_value)
user.reset(tok2)
print(user.get())
try:
    user.reset(tok2)
except RuntimeError as e:
    print('RuntimeError', 'has already been used once' in str(e))
try:
    request_id.reset(tok)
except ValueError as e:
    print('ValueError', 'was created by a different ContextVar' in str(e))
user.reset(tok)
print(user.get(None))

ctx = contextvars.copy_context()
print(len(ctx), user in ctx, list(ctx.items()) == [])

def in_context(x):
    request_id.set(x)
    return request_id.get()

other = contextvars.copy_context()
print(other.run(in_context, 'r-1'), request_id.get(), other[request_id], other.get(request_id), request_id in other)
print(len(other), list(other.keys()) == [request_id], list(other.values()))
try:
    other.run(lambda: other.run(print, 'nested'))
except RuntimeError as e:
    print('RuntimeError', 'is already entered' in str(e))
c2 = other.copy()
c2.run(request_id.set, 'r-2')
print(other[request_id], c2[request_id], other == other.copy())
try:
    ctx[1]
except TypeError as e:
    print(e)
tok3 = c2.run(request_id.set, 'r-3')
try:
    request_id.reset(tok3)
except ValueError as e:
    print('ValueError', 'was created in a different Context' in str(e))
try:
    contextvars.ContextVar(1)
except TypeError as e:
    print(e)
try:
    class Sub(contextvars.ContextVar):
        pass
except TypeError as e:
    print(e)
print(contextvars.ContextVar[int], contextvars.Token[str])

# asyncio: each task has its own copy
log = []

async def handle(rid):
    request_id.set(rid)
    await asyncio.sleep(0)
    log.append((rid, request_id.get()))
    await child()

async def child():
    await asyncio.sleep(0)
    log.append(('child sees', request_id.get()))

async def main():
    request_id.set('main')
    t = asyncio.create_task(handle('late'))
    request_id.set('main-after-create')
    await asyncio.gather(handle('a'), handle('b'), t)
    log.append(('main', request_id.get()))
    async def peek():
        return request_id.get()
    log.append(('new task sees', await asyncio.create_task(peek())))

asyncio.run(main())
for entry in log:
    print(entry)
print(request_id.get())

# decimal's context is a context variable too: localcontext in one task
# leaves the other tasks' precision alone
import decimal

async def divide(prec, out):
    with decimal.localcontext() as c:
        c.prec = prec
        await asyncio.sleep(0)
        out.append((prec, str(decimal.Decimal(1) / 7)))

async def decimal_main():
    out = []
    await asyncio.gather(divide(3, out), divide(12, out))
    print(out, str(decimal.Decimal(1) / 7))

asyncio.run(decimal_main())
decimal.getcontext().prec = 5
print(decimal.Decimal(2).sqrt(), decimal.getcontext() is decimal.getcontext())
