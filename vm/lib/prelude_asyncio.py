# asyncio's functions written in Python: each is compiled into the prelude
# namespace at its first call (the module holds natives named asyncio.NAME,
# builtins.c, whose fallback they are); the primitives _aio_* are natives of
# vm/async.c, joined to the prelude namespace at `import asyncio`.

async def sleep(delay, result=None):
    if delay <= 0:
        await _aio_yield()
        return result
    await _aio_timer(delay)
    return result


async def _aio_cancel_and_wait(fut):
    waiter = _aio_waiter(fut)
    fut.cancel()
    await waiter


async def wait_for(fut, timeout):
    _aio_current_task()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = _aio_ensure_future(fut)
        if fut.done():
            return fut.result()
        await _aio_cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    timer = _aio_timer(timeout)
    fut = _aio_ensure_future(fut)
    waiter = _aio_waiter(timer, fut)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            await _aio_cancel_and_wait(fut)
            raise
        if fut.done():
            return fut.result()
        await _aio_cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        _aio_cancel(timer)


async def _aio_wait_one(q):
    f = await q
    if f is None:
        raise TimeoutError
    return f.result()


def as_completed(fs, *, timeout=None):
    if _aio_isfuture(fs) or _aio_iscoroutine(fs):
        raise TypeError(f'expect an iterable of futures, not {type(fs).__name__}')
    todo = _aio_todo(fs)
    q = _aio_queue(todo, None if timeout is None or not todo else _aio_timer(timeout))
    for _ in range(len(todo)):
        yield _aio_wait_one(q)


def run(main, *, debug=None):
    if _aio_loop(0):
        raise RuntimeError('asyncio.run() cannot be called from a running event loop')
    if not _aio_iscoroutine(main):
        raise ValueError(f'a coroutine was expected, got {main!r}')
    _aio_loop(1)
    try:
        return _aio_block(_aio_create_task(main))
    finally:
        left = _aio_cancel_all()
        if left is not None:
            _aio_block(left)
        _aio_loop(-1)
